/** The accounts slice: sessions, account actions, password reset. */
export * from './session-tokens.js';
export * from './auth-api.port.js';
export * from './account-api.port.js';
export * from './session-store.port.js';
export * from './tab-channel.port.js';
export * from './user-activity.port.js';
export * from './session.types.js';
export * from './account-action.types.js';
export * from './forgot-password.types.js';
export { createSessionUseCase, type SessionDeps } from './session.use-case.js';
export { createAccountActionUseCase, type AccountActionDeps } from './account-action.use-case.js';
export { createForgotPasswordUseCase } from './forgot-password.use-case.js';
export * from './accounts.module.js';
