import type { AccountActionUseCase, ForgotPasswordUseCase, SessionUseCase } from '@cadence/application';
import type { ColorThemeController } from './color-theme';
import type { Toaster } from './toaster';

/** What every route gets from the composition root: the use-cases and the UI services. */
export interface RouterContext {
  readonly session: SessionUseCase;
  readonly accountAction: AccountActionUseCase;
  readonly forgotPassword: ForgotPasswordUseCase;
  readonly colorTheme: ColorThemeController;
  readonly toaster: Toaster;
  /** The page origin (e.g. "https://cadence.example"), for the redirect rule and e-mail continue links. */
  readonly origin: string;
}
