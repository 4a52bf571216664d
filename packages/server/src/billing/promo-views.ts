import type { PromoCodeRow } from './promo-code-repository.js';

/** What a code takes off, with the contract's field names. */
const discountOf = (promo: PromoCodeRow | null) => ({
  percent_off: promo?.percent_off ?? null,
  amount_off: promo?.amount_off_cents ?? null,
  duration_in_months: promo?.duration_in_months ?? null,
});

/** The contract's `AppliedDiscount`. */
export const appliedDiscountView = (promo: PromoCodeRow) => ({ status: 'ok', discount_code: promo.code, ...discountOf(promo) });

/** The contract's `PromocodeValidation`: a usable code with its discount, or not valid with every field null. */
export const promoValidationView = (usable: PromoCodeRow | null) => ({ valid: usable !== null, ...discountOf(usable) });
