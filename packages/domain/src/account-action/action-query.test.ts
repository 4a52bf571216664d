import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { parseActionQuery } from './action-query.js';
import { firstActionStep, shouldHandleAction } from './action-handler.js';

describe('parseActionQuery', () => {
  it('reads every parameter of /app/action', () => {
    const result = parseActionQuery({
      mode: 'resetPassword',
      oobCode: 'oob-1',
      continueUrl: 'https://cadence.example/app/sign-in',
      lang: 'de',
      userId: 'u1',
      coupon: 'SPRING',
      newUser: 'true',
      invite_code: 'inv-1',
      internalCode: 'int-1',
      sensitiveActionVerificationCode: 'sav-1',
    });
    expect(result).toEqual(
      E.right({
        mode: 'resetPassword',
        actionCode: O.some('oob-1'),
        continueUrl: O.some('https://cadence.example/app/sign-in'),
        lang: 'de',
        userId: O.some('u1'),
        coupon: O.some('SPRING'),
        newUser: O.some('true'),
        inviteCode: O.some('inv-1'),
        internalCode: O.some('int-1'),
        sensitiveActionVerificationCode: O.some('sav-1'),
      }),
    );
  });

  it('prefers verificationCode over oobCode, defaults lang to en and treats empty values as absent', () => {
    const result = parseActionQuery({ mode: 'verifyEmail', verificationCode: 'v', oobCode: 'o', lang: '', coupon: '' });
    expect(E.map((q: { actionCode: O.Option<string> }) => q.actionCode)(result)).toEqual(E.right(O.some('v')));
    expect(E.map((q: { lang: string }) => q.lang)(result)).toEqual(E.right('en'));
    expect(E.map((q: { coupon: O.Option<string> }) => q.coupon)(result)).toEqual(E.right(O.none));
  });

  it.each(['optOutOfUpdates', 'resetPassword', 'recoverEmail', 'verifyEmail', 'verifySignInRequest'])('knows mode %s', (mode) => {
    expect(E.isRight(parseActionQuery({ mode }))).toBe(true);
  });

  it('turns any other mode into the unknown-mode error', () => {
    expect(parseActionQuery({ mode: 'signIn' })).toEqual(
      E.left({ _tag: 'UnknownActionMode', mode: 'signIn', message: 'Unknown received for firebase handler' }),
    );
    expect(parseActionQuery({})).toEqual(
      E.left({ _tag: 'UnknownActionMode', mode: null, message: 'Unknown received for firebase handler' }),
    );
  });
});

describe('the account-action handler', () => {
  it('acts once per location: not again for the location it last handled, again for a new one', () => {
    expect(shouldHandleAction('/app/action?mode=verifyEmail&oobCode=a', null)).toBe(true);
    expect(shouldHandleAction('/app/action?mode=verifyEmail&oobCode=a', '/app/action?mode=verifyEmail&oobCode=a')).toBe(false);
    expect(shouldHandleAction('/app/action?mode=verifyEmail&oobCode=b', '/app/action?mode=verifyEmail&oobCode=a')).toBe(true);
  });

  it('starts each mode with its own step; recoverEmail does nothing', () => {
    expect(firstActionStep('optOutOfUpdates')).toBe('optOutOfUpdates');
    expect(firstActionStep('resetPassword')).toBe('checkResetCode');
    expect(firstActionStep('recoverEmail')).toBe('nothing');
    expect(firstActionStep('verifyEmail')).toBe('verifyEmail');
    expect(firstActionStep('verifySignInRequest')).toBe('askSupportAccess');
  });
});
