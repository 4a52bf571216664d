/**
 * `@cadence/application`: ports (interfaces with same-named tokens) and use-cases as RxJS streams.
 * @packageDocumentation
 */
export * from './ports/http-error.js';
export * from './ports/session-tokens.js';
export * from './ports/auth-api.port.js';
export * from './ports/account-api.port.js';
export * from './ports/session-store.port.js';
export * from './ports/key-value-store.port.js';
export * from './ports/tab-channel.port.js';
export * from './ports/user-activity.port.js';
export * from './ports/logger.port.js';
export * from './ports/clock.port.js';
export * from './use-cases/session.types.js';
export * from './use-cases/account-action.types.js';
export * from './use-cases/forgot-password.types.js';
export { createSessionUseCase, type SessionDeps } from './use-cases/session.use-case.js';
export { createAccountActionUseCase, type AccountActionDeps } from './use-cases/account-action.use-case.js';
export { createForgotPasswordUseCase } from './use-cases/forgot-password.use-case.js';
export { toastMessageFor } from './use-cases/http-error-toast.js';
export { createStoredCouponUseCase, type StoredCouponUseCase } from './use-cases/stored-coupon.use-case.js';
export * from './ports/billing-api.port.js';
export * from './ports/id-generator.port.js';
export * from './ports/navigator.port.js';
export * from './ports/file-saver.port.js';
export * from './ports/history-item.js';
export * from './ports/history-api.port.js';
export * from './use-cases/downloads.types.js';
export * from './use-cases/billing.types.js';
export { createPlanScreenUseCase, type PlanScreenDeps } from './use-cases/plan-screen.use-case.js';
export { createSubscriptionPageUseCase, type SubscriptionPageDeps } from './use-cases/subscription-page.use-case.js';
export { createUsageUseCase, type UsageDeps } from './use-cases/usage.use-case.js';
export { decodeStoredCoupon, readStoredCoupon } from './use-cases/billing-storage.js';
export { createPayoutsUseCase, type PayoutsUseCase } from './use-cases/payouts.use-case.js';
