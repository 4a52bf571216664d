import type { Observable } from 'rxjs';

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

/**
 * List, create (secret shown once, copyable), revoke with confirmation. Intents return nothing: the view shows
 * what they change, toasts go through Notifications.
 */
export interface ApiKeysUseCase {
  readonly view$: Observable<ApiKeysView>;
  reload(): void;
  /** Creates a key with the trimmed name (a blank name is refused with a toast); its secret shows once. */
  create(name: string): void;
  copySecret(): void;
  dismissSecret(): void;
  askRevoke(keyId: string): void;
  cancelRevoke(): void;
  confirmRevoke(): void;
}
