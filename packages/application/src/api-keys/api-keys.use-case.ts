import {
  concat, distinctUntilChanged, EMPTY, filter, ignoreElements, map, merge, mergeMap, type Observable, of, shareReplay, startWith, Subject,
  switchMap, tap, withLatestFrom,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { detached, reduceWithEffects } from '../shared/reducer-loop.js';
import type { Clipboard } from '../shared/clipboard.port.js';
import { toast, type NoticeKind, type Notifications } from '../shared/notifications.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { ApiKeysApi, ApiKeysError } from './api-keys-api.port.js';
import { apiKeysReducer, apiKeysView, INITIAL_API_KEYS, type ApiKeysEvent, type ApiKeysIntent, type ApiKeysState } from './api-keys.reducer.js';
import type { ApiKeysUseCase } from './api-keys.types.js';

/** What the API keys page needs. */
export interface ApiKeysDeps {
  readonly apiKeys: ApiKeysApi;
  readonly clipboard: Clipboard;
  readonly notifications: Notifications;
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

/**
 * The API keys page: list; create with a name (its secret shown once, copyable); revoke after confirmation. The
 * state lives while the page shows it, so leaving the page forgets the secret; a create or revoke already sent
 * runs to its end and toasts its outcome even then.
 */
export const createApiKeysUseCase = (deps: ApiKeysDeps): ApiKeysUseCase => {
  const intents = new Subject<ApiKeysIntent>();
  const send = (intent: ApiKeysIntent): void => intents.next(intent);
  const ofType = <T extends ApiKeysIntent['type']>(type: T) =>
    intents.pipe(filter((intent): intent is Extract<ApiKeysIntent, { type: T }> => intent.type === type));
  const notify = (kind: NoticeKind, message: string): void => deps.notifications.notify(toast(kind, message));
  /** A call's toast: the failure in the spec's words, or the success message. */
  const toastOutcome = (result: E.Either<ApiKeysError, unknown>, success: string): void =>
    E.isLeft(result) ? notify('error', failureMessage(result.left)) : notify('success', success);

  const listing = (): Observable<ApiKeysEvent> =>
    concat(
      of<ApiKeysEvent>({ type: 'listStarted' }),
      deps.apiKeys.list().pipe(map(E.match((): ApiKeysEvent => ({ type: 'listFailed' }), (keys): ApiKeysEvent => ({ type: 'listLoaded', keys })))),
    );
  const whileBusy = (work: Observable<ApiKeysEvent>): Observable<ApiKeysEvent> =>
    concat(of<ApiKeysEvent>({ type: 'callStarted' }), work, of<ApiKeysEvent>({ type: 'callEnded' }));

  const creations: Observable<ApiKeysEvent> = ofType('create').pipe(
    map(({ name }) => name.trim()),
    tap((name) => (name === '' ? notify('error', API_KEY_MESSAGES.nameRequired) : undefined)),
    filter((name) => name !== ''),
    mergeMap((name) =>
      whileBusy(
        deps.apiKeys.create(name).pipe(
          tap((result) => toastOutcome(result, API_KEY_MESSAGES.created)),
          detached(),
          mergeMap(E.match(() => EMPTY, ({ secret }) => concat(of<ApiKeysEvent>({ type: 'keyCreated', name, secret }), listing()))),
        ),
      ),
    ),
  );

  const copies = (state$: Observable<ApiKeysState>): Observable<never> =>
    ofType('copySecret').pipe(
      withLatestFrom(state$),
      mergeMap(([, { created }]) => (created === null ? EMPTY : deps.clipboard.writeText(created.secret))),
      tap((written) => notify(written ? 'success' : 'error', written ? API_KEY_MESSAGES.copied : API_KEY_MESSAGES.notCopied)),
      ignoreElements(),
    );

  const revocations = (state$: Observable<ApiKeysState>): Observable<ApiKeysEvent> =>
    ofType('confirmRevoke').pipe(
      withLatestFrom(state$),
      mergeMap(([, { revokingId }]) =>
        revokingId === null
          ? EMPTY
          : whileBusy(
              deps.apiKeys.revoke(revokingId).pipe(
                tap((result) => toastOutcome(result, API_KEY_MESSAGES.revoked)),
                detached(),
                mergeMap(() => concat(of<ApiKeysEvent>({ type: 'revokeAnswered' }), listing())),
              ),
            ),
      ),
    );

  const loads: Observable<ApiKeysEvent> = ofType('reload').pipe(startWith(null), switchMap(listing));

  const view$ = reduceWithEffects(INITIAL_API_KEYS, apiKeysReducer, intents, (state$) =>
    merge(loads, creations, copies(state$), revocations(state$)),
  ).pipe(
    distinctUntilChanged(),
    map((state) => apiKeysView(state, deps.utcOffsetMinutes)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    view$,
    reload: () => send({ type: 'reload' }),
    create: (name) => send({ type: 'create', name }),
    copySecret: () => send({ type: 'copySecret' }),
    dismissSecret: () => send({ type: 'dismissSecret' }),
    askRevoke: (keyId) => send({ type: 'askRevoke', keyId }),
    cancelRevoke: () => send({ type: 'cancelRevoke' }),
    confirmRevoke: () => send({ type: 'confirmRevoke' }),
  };
};
