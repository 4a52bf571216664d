import type { Observable } from 'rxjs';
import { map, of, switchMap } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { passwordRequirementsMessage, validatePassword } from '@cadence/domain';
import { WeakPassword, type AuthApi } from './auth-api.port.js';
import type { SessionTokens } from './session-tokens.js';
import type { SignUpError, SignUpInput } from './session.types.js';

type SignUpResult = E.Either<SignUpError, SessionTokens>;

/**
 * Sign-up: the password rule first (no call for a weak password), then pre-sign-up, account creation and the
 * verification e-mail whose continue link leads to the sign-in route. A failed verification e-mail does not undo
 * the account: the user can ask for it again.
 */
export const signUpFlow = (auth: AuthApi, input: SignUpInput): Observable<SignUpResult> => {
  const checked = validatePassword(input.password);
  if (E.isLeft(checked)) return of<SignUpResult>(E.left(WeakPassword(passwordRequirementsMessage(checked.left))));
  const email = input.email.trim();
  return auth.preSignUp({ email, agreesToProductUpdates: input.agreesToProductUpdates, inviteCode: null }).pipe(
    switchMap((pre): Observable<SignUpResult> => (E.isLeft(pre) ? of(pre) : auth.signUp(email, input.password))),
    switchMap((created) =>
      E.isLeft(created) ? of(created) : auth.sendVerificationEmail(email, input.continueUrl).pipe(map(() => created)),
    ),
  );
};
