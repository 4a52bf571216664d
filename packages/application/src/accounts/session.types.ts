import type { Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';
import type { AccessFlags, UserProfile, WorkspaceView } from './account-api.port.js';
import type { AuthError } from './auth-api.port.js';

/** The session as the UI sees it: unknown until auth resolves, then signed out or signed in with what login loaded. */
export type SessionState =
  | { readonly status: 'unknown' }
  | { readonly status: 'signedOut' }
  | {
      readonly status: 'signedIn';
      readonly user: UserProfile;
      /** The workspace of the session; the user's own when the token lacked the claim. */
      readonly workspace: WorkspaceView;
      readonly access: AccessFlags;
    };

/** What sign-up needs from the form. */
export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly agreesToProductUpdates: boolean;
  /** Where the verification e-mail's continue link leads (the sign-in route). */
  readonly continueUrl: string;
}

/**
 * Why sign-up failed: the auth port's errors, where WeakPassword also stands for the domain's password rule refusing
 * the password before any call (its message is then the domain's). Show it with `failureMessage`.
 */
export type SignUpError = AuthError;

/** The session use-case: the login state and the intents that change it. */
export interface SessionUseCase {
  readonly state$: Observable<SessionState>;
  /** Login state: null while unknown, then true or false. */
  readonly loggedIn$: Observable<boolean | null>;
  /** Signs in; InvalidCredentials (with the server's words) when the e-mail and password do not match. */
  signIn(email: string, password: string): Observable<E.Either<AuthError, void>>;
  signUp(input: SignUpInput): Observable<E.Either<SignUpError, void>>;
  /** Ends the session here and in every other tab; wipes the xi: storage keys. */
  signOut(): Observable<void>;
  /** Refreshes the access token now (after a workspace invite is accepted, or a password change). */
  refresh(): Observable<E.Either<AuthError, void>>;
}
