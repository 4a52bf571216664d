import type { ChosenFile } from '@cadence/application';
import { BLOB_READ_FAILED_MESSAGE } from '@cadence/domain';
import * as O from 'fp-ts/lib/Option.js';
import { catchError, defer, map, of } from 'rxjs';

/** Reads a picked file's bytes (FileReader works in every browser and in jsdom); a failure is the spec's message. */
export const readFileBytes = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (reader.result instanceof ArrayBuffer) resolve(new Uint8Array(reader.result));
      else reject(new Error(BLOB_READ_FAILED_MESSAGE));
    };
    reader.onerror = () => reject(new Error(BLOB_READ_FAILED_MESSAGE));
    reader.readAsArrayBuffer(file);
  });

/** The browser's File as the speech view model takes it: read when asked, none when it cannot be read. */
export const fromBrowserFile = (file: File): ChosenFile => ({
  name: file.name,
  type: file.type,
  read: () => defer(() => readFileBytes(file)).pipe(map(O.some), catchError(() => of(O.none))),
});
