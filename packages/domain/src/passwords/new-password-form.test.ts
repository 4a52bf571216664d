import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  isNewPasswordSubmitDisabled,
  newPasswordFormErrorMessage,
  validateNewPasswordForm,
} from './new-password-form.js';

describe('new password form', () => {
  it('says "Your passwords do not match" when the entries differ, even if both are weak', () => {
    const result = validateNewPasswordForm({ password: 'abc', repeatedPassword: 'abd' });
    expect(result).toEqual(E.left({ _tag: 'PasswordsDoNotMatch' }));
    if (E.isLeft(result)) expect(newPasswordFormErrorMessage(result.left)).toBe('Your passwords do not match');
  });

  it('does not trim before comparing the entries', () => {
    expect(validateNewPasswordForm({ password: 'abcdef1!', repeatedPassword: 'abcdef1! ' })).toEqual(
      E.left({ _tag: 'PasswordsDoNotMatch' }),
    );
  });

  it('reports the unmet rules of matching but weak entries', () => {
    const result = validateNewPasswordForm({ password: 'abcdefgh', repeatedPassword: 'abcdefgh' });
    expect(result).toEqual(E.left({ _tag: 'PasswordTooWeak', unmet: ['digit', 'specialCharacter'] }));
    if (E.isLeft(result)) {
      expect(newPasswordFormErrorMessage(result.left)).toBe(
        "Your password doesn't meet our security requirements: at least one number, at least one special character.",
      );
    }
  });

  it('accepts matching entries that meet every rule', () => {
    expect(validateNewPasswordForm({ password: 'abcdef1!', repeatedPassword: 'abcdef1!' })).toEqual(E.right('abcdef1!'));
  });

  it('disables submit without query params or while submitting', () => {
    expect(isNewPasswordSubmitDisabled({ hasQueryParams: true, isSubmitting: false })).toBe(false);
    expect(isNewPasswordSubmitDisabled({ hasQueryParams: false, isSubmitting: false })).toBe(true);
    expect(isNewPasswordSubmitDisabled({ hasQueryParams: true, isSubmitting: true })).toBe(true);
    expect(isNewPasswordSubmitDisabled({ hasQueryParams: false, isSubmitting: true })).toBe(true);
  });
});
