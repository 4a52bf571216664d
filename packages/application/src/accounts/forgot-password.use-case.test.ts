import { describe, expect, it } from 'vitest';
import { firstValueFrom, of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { PASSWORD_RESET_REQUEST_FAILED_MESSAGE } from '@cadence/domain';
import { RateLimited, Unavailable } from '../shared/port-error.js';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import type { AuthApi } from './auth-api.port.js';
import { createForgotPasswordUseCase } from './forgot-password.use-case.js';
import { fakeAuth } from './testing/accounts-fakes.js';

const setup = (auth: AuthApi & { readonly calls?: string[] } = fakeAuth()) => {
  const notifications = recordingNotifications();
  return { notifications, forgotPassword: createForgotPasswordUseCase({ auth, notifications }) };
};

describe('forgot-password use-case', () => {
  it('sends the reset e-mail to the trimmed address and answers it, without a toast', async () => {
    const sent: string[] = [];
    const auth = fakeAuth({ sendPasswordResetEmail: (email, continueUrl) => { sent.push(`${email} ${continueUrl}`); return of(E.right(undefined)); } });
    const { forgotPassword, notifications } = setup(auth);
    expect(await firstValueFrom(forgotPassword.request(' ada@example.com ', 'https://cadence.test/app/sign-in'))).toEqual(E.right('ada@example.com'));
    expect(sent).toEqual(['ada@example.com https://cadence.test/app/sign-in']);
    expect(notifications.notices).toEqual([]);
  });

  it("toasts the server's reason when it gave one", async () => {
    const { forgotPassword, notifications } = setup(fakeAuth({ sendPasswordResetEmail: () => of(E.left(RateLimited('Too many e-mails.'))) }));
    expect(E.isLeft(await firstValueFrom(forgotPassword.request('ada@example.com', '/app/sign-in')))).toBe(true);
    expect(notifications.toasts()).toEqual(['error: Too many e-mails.']);
  });

  it("toasts the spec's fallback when the service gave no reason", async () => {
    const { forgotPassword, notifications } = setup(fakeAuth({ sendPasswordResetEmail: () => of(E.left(Unavailable())) }));
    await firstValueFrom(forgotPassword.request('ada@example.com', '/app/sign-in'));
    expect(notifications.toasts()).toEqual([`error: ${PASSWORD_RESET_REQUEST_FAILED_MESSAGE}`]);
  });
});
