import * as E from 'fp-ts/lib/Either.js';
import { formatAbsoluteDate, SHARE_LINK_ELLIPSIS } from '@cadence/domain';
import type { ApiKey } from './api-keys-api.port.js';
import type { ApiKeyRow, ApiKeysView } from './api-keys.types.js';

/** What the API keys page asks. */
export type ApiKeysIntent =
  | { readonly type: 'reload' }
  | { readonly type: 'create'; readonly name: string }
  | { readonly type: 'copySecret' }
  | { readonly type: 'dismissSecret' }
  | { readonly type: 'askRevoke'; readonly keyId: string }
  | { readonly type: 'cancelRevoke' }
  | { readonly type: 'confirmRevoke' };

/** What the API-key calls answer. */
export type ApiKeysAnswer =
  | { readonly type: 'listStarted' }
  | { readonly type: 'listLoaded'; readonly keys: readonly ApiKey[] }
  | { readonly type: 'listFailed' }
  | { readonly type: 'callStarted' }
  | { readonly type: 'callEnded' }
  | { readonly type: 'keyCreated'; readonly name: string; readonly secret: string }
  | { readonly type: 'revokeAnswered' };

export type ApiKeysEvent = ApiKeysIntent | ApiKeysAnswer;

/** The page's state: the listed keys, the secret shown once, the key awaiting confirmation, a call running. */
export interface ApiKeysState {
  readonly status: ApiKeysView['status'];
  readonly keys: readonly ApiKey[];
  readonly created: ApiKeysView['created'];
  readonly revokingId: string | null;
  readonly busy: boolean;
}

export const INITIAL_API_KEYS: ApiKeysState = { status: 'loading', keys: [], created: null, revokingId: null, busy: false };

/** The API keys page's next state. A (re)load empties the list until it answers. */
export const apiKeysReducer = (state: ApiKeysState, event: ApiKeysEvent): ApiKeysState => {
  switch (event.type) {
    case 'listStarted':
      return { ...state, status: 'loading', keys: [] };
    case 'listLoaded':
      return { ...state, status: 'ready', keys: event.keys };
    case 'listFailed':
      return { ...state, status: 'failed', keys: [] };
    case 'callStarted':
      return { ...state, busy: true };
    case 'callEnded':
      return { ...state, busy: false };
    case 'keyCreated':
      return { ...state, created: { name: event.name, secret: event.secret } };
    case 'dismissSecret':
      return { ...state, created: null };
    case 'askRevoke':
      return { ...state, revokingId: event.keyId };
    case 'cancelRevoke':
    case 'revokeAnswered':
      return { ...state, revokingId: null };
    default:
      return state;
  }
};

const rowOf =
  (utcOffsetMinutes: number) =>
  (key: ApiKey): ApiKeyRow => ({
    keyId: key.keyId,
    name: key.name,
    hint: SHARE_LINK_ELLIPSIS + key.hint,
    created: E.getOrElse(() => '')(formatAbsoluteDate(key.createdAtUnix * 1000, utcOffsetMinutes)),
  });

/** The page as it shows: each key's "…abcd" hint and creation date, and the row whose revocation awaits. */
export const apiKeysView = (state: ApiKeysState, utcOffsetMinutes: number): ApiKeysView => {
  const keys = state.keys.map(rowOf(utcOffsetMinutes));
  return {
    status: state.status,
    keys,
    created: state.created,
    revoking: keys.find((row) => row.keyId === state.revokingId) ?? null,
    busy: state.busy,
  };
};
