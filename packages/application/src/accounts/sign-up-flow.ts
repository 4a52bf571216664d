import type { Observable} from 'rxjs';
import { map, of, switchMap } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { passwordRequirementsMessage, validatePassword } from '@cadence/domain';
import type { AuthApi } from './auth-api.port.js';
import type { HttpError } from '../shared/http-error.js';
import type { SessionTokens } from './session-tokens.js';
import type { SignUpError, SignUpInput } from './session.types.js';

type SignUpResult = E.Either<SignUpError, SessionTokens>;

const httpFailure = (error: HttpError): SignUpResult => E.left({ _tag: 'http', error });

/**
 * Sign-up: the password rule first (no call for a weak password), then pre-sign-up, account creation and the
 * verification e-mail whose continue link leads to the sign-in route. A failed verification e-mail does not undo
 * the account: the user can ask for it again.
 */
export const signUpFlow = (auth: AuthApi, input: SignUpInput): Observable<SignUpResult> => {
  const checked = validatePassword(input.password);
  if (E.isLeft(checked)) {
    return of<SignUpResult>(E.left({ _tag: 'weakPassword', message: passwordRequirementsMessage(checked.left) }));
  }
  const email = input.email.trim();
  return auth.preSignUp({ email, agreesToProductUpdates: input.agreesToProductUpdates, inviteCode: null }).pipe(
    switchMap((pre) =>
      E.isLeft(pre) ? of(httpFailure(pre.left)) : auth.signUp(email, input.password).pipe(map(E.mapLeft((error): SignUpError => ({ _tag: 'http', error })))),
    ),
    switchMap((created) =>
      E.isLeft(created) ? of(created) : auth.sendVerificationEmail(email, input.continueUrl).pipe(map(() => created)),
    ),
  );
};
