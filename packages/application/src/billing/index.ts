/** The billing slice: plans and checkout, subscription, usage, payouts, stored coupons. */
export { createStoredCouponUseCase, type StoredCouponUseCase } from './stored-coupon.use-case.js';
export * from './billing-api.port.js';
export * from './billing.types.js';
export { createPlanScreenUseCase, type PlanScreenDeps } from './plan-screen.use-case.js';
export { createSubscriptionPageUseCase, type SubscriptionPageDeps } from './subscription-page.use-case.js';
export { createUsageUseCase, type UsageDeps } from './usage.use-case.js';
export { decodeStoredCoupon, readStoredCoupon } from './billing-storage.js';
export { createPayoutsUseCase } from './payouts.use-case.js';
export * from './billing.module.js';
