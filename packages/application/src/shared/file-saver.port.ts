import type { Observable } from 'rxjs';

/** A file to hand to the user as a download. */
export interface SavedFile {
  /** The download name, already made by the domain's naming rules. */
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** Hands files to the user (the browser's download). Emits once the file is handed over. */
export interface FileSaver {
  save(file: SavedFile): Observable<void>;
}
