import type { AppEnvironment } from '../shared/app-environment.js';
import type { Notifications } from '../shared/notifications.port.js';
import { createAccountActionUseCase } from './account-action.use-case.js';
import type { AccountActionUseCase } from './account-action.types.js';
import { createForgotPasswordUseCase } from './forgot-password.use-case.js';
import type { ForgotPasswordUseCase } from './forgot-password.types.js';
import { createSessionUseCase, type SessionDeps } from './session.use-case.js';
import type { SessionUseCase } from './session.types.js';

/** The ports the accounts slice needs: the session's, and the outlet for the handlers' notices. */
export interface AccountsPorts extends Omit<SessionDeps, 'scheduler'> {
  readonly notifications: Notifications;
  readonly environment: AppEnvironment;
}

/** Sessions (sign-in, refresh, sign-out, inactivity), the account-action handler and the password-reset request. */
export interface AccountsModule {
  readonly session: SessionUseCase;
  readonly accountAction: AccountActionUseCase;
  readonly forgotPassword: ForgotPasswordUseCase;
}

/**
 * Builds the accounts slice. Nothing is subscribed and no port is called: the app starts `session.state$` itself,
 * and the account-action handler starts with its first intent.
 */
export const createAccountsModule = (ports: AccountsPorts): AccountsModule => {
  const session = createSessionUseCase(ports);
  return {
    session,
    accountAction: createAccountActionUseCase({ ...ports, session, origin: ports.environment.origin }),
    forgotPassword: createForgotPasswordUseCase(ports),
  };
};
