import { BehaviorSubject, combineLatest, defer, EMPTY, finalize, map, shareReplay, startWith, Subject, switchMap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { formatAbsoluteDate, SHARE_LINK_ELLIPSIS } from '@cadence/domain';
import type { ApiKey, ApiKeysApi } from './api-keys-api.port.js';
import type { Clipboard } from '../shared/clipboard.port.js';
import type { ApiResult } from '../shared/http-error.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import type { ApiKeyRow, ApiKeysUseCase, ApiKeysView } from './api-keys.types.js';
import type { ShareEffect } from '../sharing/sharing.types.js';

/** What the API keys page needs. */
export interface ApiKeysDeps {
  readonly apiKeys: ApiKeysApi;
  readonly clipboard: Clipboard;
  readonly utcOffsetMinutes: number;
}

/** The toasts of the API keys page (ours; the spec has none). */
export const API_KEY_MESSAGES = {
  nameRequired: 'Enter a name for the key',
  created: 'API key created',
  copied: 'API key copied to clipboard',
  notCopied: 'Could not copy the API key',
  revoked: 'API key revoked',
} as const;

interface Local {
  readonly created: ApiKeysView['created'];
  readonly revokingId: string | null;
  readonly busy: boolean;
}

const rowOf =
  (utcOffsetMinutes: number) =>
  (key: ApiKey): ApiKeyRow => ({
    keyId: key.keyId,
    name: key.name,
    hint: SHARE_LINK_ELLIPSIS + key.hint,
    created: E.getOrElse(() => '')(formatAbsoluteDate(key.createdAtUnix * 1000, utcOffsetMinutes)),
  });

/** The API keys page: list; create with a name (its secret shown once, copyable); revoke after confirmation. */
export const createApiKeysUseCase = (deps: ApiKeysDeps): ApiKeysUseCase => {
  const reloads = new Subject<void>();
  const effects = new Subject<ShareEffect>();
  const local = new BehaviorSubject<Local>({ created: null, revokingId: null, busy: false });
  const patch = (change: Partial<Local>): void => local.next({ ...local.value, ...change });
  const toast = (kind: 'success' | 'error', message: string): void => effects.next({ type: 'toast', kind, message });

  const keys$: Observable<ApiResult<readonly ApiKey[]> | null> = reloads.pipe(
    startWith(undefined),
    switchMap(() => deps.apiKeys.list().pipe(startWith(null))),
  );
  const view$: Observable<ApiKeysView> = combineLatest([keys$, local]).pipe(
    map(([keys, { created, revokingId, busy }]) => {
      const rows = keys !== null && E.isRight(keys) ? keys.right.map(rowOf(deps.utcOffsetMinutes)) : [];
      return {
        status: keys === null ? 'loading' : E.isLeft(keys) ? 'failed' : 'ready',
        keys: rows,
        created,
        revoking: rows.find((row) => row.keyId === revokingId) ?? null,
        busy,
      } satisfies ApiKeysView;
    }),
    // The secret is shown once: leaving the page (the last subscriber gone) forgets it.
    finalize(() => local.next({ created: null, revokingId: null, busy: false })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const whileBusy = <T>(work: Observable<T>): Observable<T> =>
    defer(() => {
      patch({ busy: true });
      return work.pipe(finalize(() => patch({ busy: false })));
    });

  const create = (input: string): Observable<void> =>
    defer(() => {
      const name = input.trim();
      if (name === '') {
        toast('error', API_KEY_MESSAGES.nameRequired);
        return EMPTY;
      }
      return whileBusy(deps.apiKeys.create(name)).pipe(
        map(
          E.match(
            (error) => toast('error', toastMessageFor(error)),
            ({ secret }) => {
              patch({ created: { name, secret } });
              toast('success', API_KEY_MESSAGES.created);
              reloads.next();
            },
          ),
        ),
      );
    });

  const copySecret = (): Observable<void> =>
    defer(() => {
      const created = local.value.created;
      if (created === null) return EMPTY;
      return deps.clipboard
        .writeText(created.secret)
        .pipe(map((written) => toast(written ? 'success' : 'error', written ? API_KEY_MESSAGES.copied : API_KEY_MESSAGES.notCopied)));
    });

  const confirmRevoke = (): Observable<void> =>
    defer(() => {
      const keyId = local.value.revokingId;
      if (keyId === null) return EMPTY;
      return whileBusy(deps.apiKeys.revoke(keyId)).pipe(
        map((result) => {
          patch({ revokingId: null });
          if (E.isLeft(result)) toast('error', toastMessageFor(result.left));
          else toast('success', API_KEY_MESSAGES.revoked);
          reloads.next();
        }),
      );
    });

  return {
    view$,
    effects$: effects.asObservable(),
    reload: () => reloads.next(),
    create,
    copySecret,
    dismissSecret: () => patch({ created: null }),
    askRevoke: (keyId) => patch({ revokingId: keyId }),
    cancelRevoke: () => patch({ revokingId: null }),
    confirmRevoke,
  };
};
