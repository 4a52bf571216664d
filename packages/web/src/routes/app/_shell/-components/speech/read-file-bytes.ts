import { BLOB_READ_FAILED_MESSAGE } from '@cadence/domain';

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
