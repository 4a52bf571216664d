import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

const nullableNumber = t.union([t.number, t.null]);

/** The contract's `PromocodeValidation` (POST /validate-promocode). */
export const PromocodeValidationCodec = t.type({
  valid: t.boolean,
  amount_off: nullableNumber,
  percent_off: nullableNumber,
  duration_in_months: nullableNumber,
});

/** A decoded promo-code verdict. */
export type PromocodeValidationBody = t.TypeOf<typeof PromocodeValidationCodec>;

// Every body the contract allows decodes (checked by the compiler).
const _validationAcceptsContract: AcceptsContract<components['schemas']['PromocodeValidation'], PromocodeValidationBody> = true;
