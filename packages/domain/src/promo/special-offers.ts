import * as O from 'fp-ts/lib/Option.js';

/** The special offer codes the product recognises. */
export const SPECIAL_OFFER_CODES = ['special-offer-30', 'special-offer-50', 'special-offer-70'] as const;

/** A recognised special offer code. */
export type SpecialOfferCode = (typeof SPECIAL_OFFER_CODES)[number];

/** A special offer: its code and the percent off the code names. */
export interface SpecialOffer {
  readonly code: SpecialOfferCode;
  readonly percentOff: number;
}

const PERCENT_OFF: Readonly<Record<SpecialOfferCode, number>> = {
  'special-offer-30': 30,
  'special-offer-50': 50,
  'special-offer-70': 70,
};

/** True when the string is exactly one of the special offer codes. */
export const isSpecialOfferCode = (value: string): value is SpecialOfferCode =>
  (SPECIAL_OFFER_CODES as readonly string[]).includes(value);

/** The special offer an untrusted code names (matched exactly), or none. */
export const parseSpecialOfferCode = (value: string): O.Option<SpecialOffer> =>
  isSpecialOfferCode(value) ? O.some({ code: value, percentOff: PERCENT_OFF[value] }) : O.none;
