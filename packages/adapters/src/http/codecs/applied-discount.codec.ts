import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

const numberWhere = (name: string, accepts: (value: number) => boolean): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    name,
    (input): input is number => typeof input === 'number' && accepts(input),
    (input, context) => (typeof input === 'number' && accepts(input) ? t.success(input) : t.failure(input, context)),
    (value) => value,
  );

/** A percentage a discount takes off: above 0, at most 100. */
const PercentOffCodec = numberWhere('PercentOff', (value) => value > 0 && value <= 100);

/** A whole number of at least 1 (cents, months); fractions and non-numbers fail to decode. */
const PositiveIntegerCodec = numberWhere('PositiveInteger', (value) => Number.isInteger(value) && value >= 1);

/** The contract's `AppliedDiscount` (POST /apply-discount), as far as the client reads it. */
export const AppliedDiscountCodec = t.type({
  discount_code: t.string,
  percent_off: t.union([PercentOffCodec, t.null]),
  amount_off: t.union([PositiveIntegerCodec, t.null]),
  duration_in_months: t.union([PositiveIntegerCodec, t.null]),
});

/** A decoded applied-discount answer. */
export type AppliedDiscountBody = t.TypeOf<typeof AppliedDiscountCodec>;

// Every body the contract allows decodes (checked by the compiler).
const _appliedDiscountAcceptsContract: AcceptsContract<components['schemas']['AppliedDiscount'], AppliedDiscountBody> = true;
