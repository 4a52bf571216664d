export { PROMO_AMOUNTS_OFF_CENTS, planForPromoAmountOff } from './promo-amount-plans.js';
export { FIRST_MONTH_PERCENT_OFF, firstMonthPercentOff, firstMonthPrice } from './first-month-promos.js';
export { firstMonthBadge, type PlanViewer, type BadgeCard, type FirstMonthBadge } from './first-month-badge.js';
export {
  SPECIAL_OFFER_CODES,
  isSpecialOfferCode,
  parseSpecialOfferCode,
  type SpecialOfferCode,
  type SpecialOffer,
} from './special-offers.js';
export {
  couponFromValidation,
  promoCouponPlan,
  type PromoCoupon,
  type PromoValidationAnswer,
  type PromoCodeError,
} from './promo-coupon.js';
