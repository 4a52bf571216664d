import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

/** The contract's `Session` answer of sign-up, sign-in and refresh. */
export const SessionCodec = t.type({
  access_token: t.string,
  refresh_token: t.string,
  token_type: t.literal('bearer'),
  expires_in: t.number,
  user_id: t.string,
  workspace_id: t.string,
  email: t.string,
  email_verified: t.boolean,
});

/** A decoded session answer. */
export type SessionBody = t.TypeOf<typeof SessionCodec>;

// Every body the contract allows decodes (checked by the compiler).
const _sessionAcceptsContract: AcceptsContract<components['schemas']['Session'], SessionBody> = true;
