import type { Observable } from 'rxjs';

/** Writes text to the system clipboard. Emits true when written, false when the browser refused. */
export interface Clipboard {
  writeText(text: string): Observable<boolean>;
}
