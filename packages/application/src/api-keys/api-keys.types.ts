import type { Observable } from 'rxjs';
import type { ShareEffect } from '../sharing/sharing.types.js';

/** One key row: its name, "…abcd" hint and creation date, formatted for display. */
export interface ApiKeyRow {
  readonly keyId: string;
  readonly name: string;
  readonly hint: string;
  readonly created: string;
}

/** The API keys page. */
export interface ApiKeysView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly keys: readonly ApiKeyRow[];
  /** The key just created, its secret shown this once; null once dismissed. */
  readonly created: { readonly name: string; readonly secret: string } | null;
  /** The key whose revocation awaits confirmation. */
  readonly revoking: ApiKeyRow | null;
  readonly busy: boolean;
}

/** List, create (secret shown once, copyable), revoke with confirmation. */
export interface ApiKeysUseCase {
  readonly view$: Observable<ApiKeysView>;
  readonly effects$: Observable<ShareEffect>;
  reload(): void;
  create(name: string): Observable<void>;
  copySecret(): Observable<void>;
  dismissSecret(): void;
  askRevoke(keyId: string): void;
  cancelRevoke(): void;
  confirmRevoke(): Observable<void>;
}
