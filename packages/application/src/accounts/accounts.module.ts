import type { AppEnvironment } from '../shared/app-environment.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { Logger } from '../shared/logger.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { AccountApi } from './account-api.port.js';
import { createAccountActionUseCase } from './account-action.use-case.js';
import type { AccountActionUseCase } from './account-action.types.js';
import type { AuthApi } from './auth-api.port.js';
import { createForgotPasswordUseCase } from './forgot-password.use-case.js';
import type { ForgotPasswordUseCase } from './forgot-password.types.js';
import type { SessionStore } from './session-store.port.js';
import { createSessionUseCase } from './session.use-case.js';
import type { SessionUseCase } from './session.types.js';
import type { TabChannel } from './tab-channel.port.js';
import type { UserActivity } from './user-activity.port.js';

/** The ports the accounts slice needs. */
export interface AccountsPorts {
  readonly auth: AuthApi;
  readonly account: AccountApi;
  readonly sessionStore: SessionStore;
  readonly storage: KeyValueStore;
  readonly tabs: TabChannel;
  readonly activity: UserActivity;
  readonly logger: Logger;
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
