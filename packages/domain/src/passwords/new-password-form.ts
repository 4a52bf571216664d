import * as E from 'fp-ts/lib/Either.js';
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js';
import { pipe } from 'fp-ts/lib/function.js';
import { passwordRequirementsMessage } from './password-messages.js';
import type { PasswordRule } from './password-rules.js';
import { validatePassword, type ValidPassword } from './password-validation.js';

/** The message shown when the two new-password entries differ. */
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Your passwords do not match';

/** Why the new-password form cannot be submitted. */
export type NewPasswordFormError =
  | { readonly _tag: 'PasswordsDoNotMatch' }
  | { readonly _tag: 'PasswordTooWeak'; readonly unmet: ReadonlyNonEmptyArray<PasswordRule> };

/** The two entries of the new-password form. */
export interface NewPasswordEntries {
  readonly password: string;
  readonly repeatedPassword: string;
}

/** Checks the form: the entries must be identical (checked first), then the password must pass the password rules. */
export const validateNewPasswordForm = (
  entries: NewPasswordEntries,
): E.Either<NewPasswordFormError, ValidPassword> =>
  entries.password !== entries.repeatedPassword
    ? E.left({ _tag: 'PasswordsDoNotMatch' })
    : pipe(
        validatePassword(entries.password),
        E.mapLeft((unmet): NewPasswordFormError => ({ _tag: 'PasswordTooWeak', unmet })),
      );

/** The message the form shows for an error. */
export const newPasswordFormErrorMessage = (error: NewPasswordFormError): string =>
  error._tag === 'PasswordsDoNotMatch' ? PASSWORDS_DO_NOT_MATCH_MESSAGE : passwordRequirementsMessage(error.unmet);

/** What the submit button of the new-password form depends on. */
export interface NewPasswordSubmitState {
  readonly hasQueryParams: boolean;
  readonly isSubmitting: boolean;
}

/** Submit is disabled when the page has no action query parameters or while a submission is running. */
export const isNewPasswordSubmitDisabled = (state: NewPasswordSubmitState): boolean =>
  !state.hasQueryParams || state.isSubmitting;
