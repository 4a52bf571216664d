import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import {
  EMAIL_ACCESS_VERIFIED_MESSAGE,
  EMAIL_UPDATED_MESSAGE,
  PASSWORD_RESET_REQUEST_FAILED_MESSAGE,
  SUPPORT_ACCESS_GRANTED_MESSAGE,
  VERIFICATION_EMAIL_FAILED_MESSAGE,
  emailUpdateFailedMessage,
  httpErrorToastMessage,
  serverMessageOr,
} from './account-messages.js';
import { classifyResetCodeFailure, resetCodeCheckMessage } from './action-code-errors.js';
import { sensitiveActionVerificationOutcome } from './sensitive-action-verification.js';

describe('account messages', () => {
  it('copies the spec texts exactly, typo included', () => {
    expect(EMAIL_ACCESS_VERIFIED_MESSAGE).toBe('Email access verified. Please try the action again.');
    expect(SUPPORT_ACCESS_GRANTED_MESSAGE).toBe('Thank you for granting us access to your account!');
    expect(VERIFICATION_EMAIL_FAILED_MESSAGE).toBe('An error occured while sending the verification email.');
    expect(PASSWORD_RESET_REQUEST_FAILED_MESSAGE).toBe('An error occurred while requesting the password change.');
    expect(EMAIL_UPDATED_MESSAGE).toBe('Email updated! Please refresh this page to reauthenticate.');
    expect(emailUpdateFailedMessage('the code has expired')).toBe('Unable to update email, the code has expired');
  });

  it('shows the server message when there is one, else the fallback', () => {
    expect(serverMessageOr('Email not found', VERIFICATION_EMAIL_FAILED_MESSAGE)).toBe('Email not found');
    expect(serverMessageOr(null, VERIFICATION_EMAIL_FAILED_MESSAGE)).toBe(VERIFICATION_EMAIL_FAILED_MESSAGE);
    expect(serverMessageOr('  ', PASSWORD_RESET_REQUEST_FAILED_MESSAGE)).toBe(PASSWORD_RESET_REQUEST_FAILED_MESSAGE);
  });

  it('HTTP error toast: server message below 500, else the generic text or the given fallback', () => {
    const http = (status: number) => ({ _tag: 'HttpError' as const, status, message: 'Bad code' });
    expect(httpErrorToastMessage(http(400))).toBe('Bad code');
    expect(httpErrorToastMessage(http(499))).toBe('Bad code');
    expect(httpErrorToastMessage(http(500))).toBe('Something went wrong, please try again later.');
    expect(httpErrorToastMessage(http(503), 'Try later')).toBe('Try later');
    expect(httpErrorToastMessage({ _tag: 'OtherError' })).toBe('Something went wrong, please try again later.');
    expect(httpErrorToastMessage({ _tag: 'OtherError' }, 'Fallback')).toBe('Fallback');
  });
});

describe('reset-code check', () => {
  it('classifies invalid codes, throttling and the rest', () => {
    expect(classifyResetCodeFailure('invalid-action-code')).toBe('invalidActionCode');
    expect(classifyResetCodeFailure('too-many-requests')).toBe('tooManyAttempts');
    expect(classifyResetCodeFailure('other')).toBe('unknownError');
    expect(resetCodeCheckMessage('tooManyAttempts')).toEqual(O.some('Too many attempts, please try again in a few minutes.'));
    expect(resetCodeCheckMessage('invalidActionCode')).toEqual(O.none);
  });
});

describe('sensitive-action e-mail verification', () => {
  it('toasts success or the HTTP error, and clears the code either way', () => {
    expect(sensitiveActionVerificationOutcome(null)).toEqual({
      toast: { kind: 'success', message: 'Email access verified. Please try the action again.' },
      storageKeysToClear: ['xi:sensitiveActionVerificationCode'],
    });
    expect(sensitiveActionVerificationOutcome({ _tag: 'HttpError', status: 403, message: 'Wrong code' })).toEqual({
      toast: { kind: 'error', message: 'Wrong code' },
      storageKeysToClear: ['xi:sensitiveActionVerificationCode'],
    });
  });
});
