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
