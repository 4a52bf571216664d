export { CURRENCIES, toCents, money, applyPercentOff, type Currency, type Cents, type CentsError, type Money } from './money.js';
export { formatAmount, formatPrice, groupThousands } from './price-display.js';
export { UNLIMITED, monthlyFreeCharacterAllowance } from './character-allowance.js';
export type { PlanAllowances, ConcurrencyReadings } from './plan-allowances.js';
export type { PlanPricing, CentsPerCurrency, RatePerCurrency, TurboModelOffer } from './plan-pricing.js';
export {
  PLAN_CATALOGUE,
  planDefinition,
  findPlanDefinition,
  planPrice,
  yearlyPerMonthEquivalent,
  billingThreshold,
  pricePerCreditRate,
  type PlanDefinition,
  type PlanType,
} from './plan-catalogue.js';
export { RECOMMENDED_PLAN_TIER } from './billing-copy.js';
export { canChoosePlanCurrency, planScreenCurrency, type CurrencyViewer } from './plan-screen-currency.js';
