import type { Clipboard } from '@cadence/application';
import { catchError, defer, from, map, of, type Observable } from 'rxjs';

/** What the adapter needs of the browser: navigator.clipboard, absent on insecure pages. */
export type ClipboardHost = () => Pick<globalThis.Clipboard, 'writeText'> | undefined;

/** Clipboard on navigator.clipboard.writeText; a missing clipboard or a refusal answers false. */
export class BrowserClipboard implements Clipboard {
  constructor(private readonly host: ClipboardHost = () => globalThis.navigator?.clipboard) {}

  writeText(text: string): Observable<boolean> {
    return defer(() => {
      const clipboard = this.host();
      if (clipboard === undefined) return of(false);
      return from(clipboard.writeText(text)).pipe(
        map(() => true),
        catchError(() => of(false)),
      );
    });
  }
}
