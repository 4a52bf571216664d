import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

/** The contract's `Ok` answer: `{"status": "ok"}`. */
export const OkCodec = t.type({ status: t.literal('ok') });

// Every body the contract allows decodes (checked by the compiler).
const _okAcceptsContract: AcceptsContract<components['schemas']['Ok'], t.TypeOf<typeof OkCodec>> = true;
