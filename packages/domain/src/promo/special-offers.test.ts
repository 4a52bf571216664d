import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { parseSpecialOfferCode } from './special-offers.js';

describe('parseSpecialOfferCode', () => {
  it.each([
    ['special-offer-30', 30],
    ['special-offer-50', 50],
    ['special-offer-70', 70],
  ] as const)('recognises %s as %d%% off', (code, percentOff) => {
    expect(parseSpecialOfferCode(code)).toEqual(O.some({ code, percentOff }));
  });
  it.each(['special-offer-40', 'SPECIAL-OFFER-30', ' special-offer-30', 'special-offer', ''])('does not recognise %j', (code) => {
    expect(parseSpecialOfferCode(code)).toEqual(O.none);
  });
});
