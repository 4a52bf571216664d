import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

/** The contract's `ActionCodeInfo`: the e-mail a password-reset code was sent to. */
export const ActionCodeInfoCodec = t.type({ email: t.string, mode: t.literal('resetPassword') });

// Every body the contract allows decodes (checked by the compiler).
const _actionCodeInfoAcceptsContract: AcceptsContract<
  components['schemas']['ActionCodeInfo'],
  t.TypeOf<typeof ActionCodeInfoCodec>
> = true;
