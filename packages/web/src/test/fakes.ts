import type {
  AccessFlags,
  AccountActionEffect,
  AccountActionUseCase,
  AccountActionView,
  ForgotPasswordUseCase,
  HttpError,
  KeyValueStore,
  SessionState,
  SessionUseCase,
  SignUpError,
  SignUpInput,
  UserProfile,
  WorkspaceView,
} from '@cadence/application';
import { APP_ROUTES, routeRedirect, type CloseActionPlan } from '@cadence/domain';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { BehaviorSubject, defer, distinctUntilChanged, EMPTY, map, of, Subject, type Observable } from 'rxjs';

/** Fakes of the use-cases and ports: plain objects on RxJS subjects that record the intents they receive. */

export const USER: UserProfile = {
  userId: 'user-1',
  workspaceId: 'ws-1',
  email: 'ada@example.com',
  emailVerified: true,
  firstName: null,
  ccpaOptOut: false,
  acceptedBipaTerms: false,
  geoLocation: { country: null, region: null, city: null },
};

export const WORKSPACE: WorkspaceView = {
  workspaceId: 'ws-1',
  name: 'Analytical Engines',
  role: 'admin',
  tier: 'creator',
  subscriptionStatus: 'active',
  sessionInactivityTimeoutSeconds: null,
};

const ACCESS: AccessFlags = { isAdmin: true, canAccessWorkspaceSettings: true, hasAlphaAccess: false };

export const SIGNED_IN: SessionState = { status: 'signedIn', user: USER, workspace: WORKSPACE, access: ACCESS };
export const SIGNED_OUT: SessionState = { status: 'signedOut' };

/** A session whose state is a subject; sign-in succeeds (and signs in) unless `signInAnswer` says otherwise. */
export const createFakeSession = (initial: SessionState = SIGNED_OUT) => {
  const state = new BehaviorSubject<SessionState>(initial);
  const calls = { signIn: [] as (readonly [string, string])[], signUp: [] as SignUpInput[], signOut: 0 };
  const fake = {
    state,
    calls,
    signInAnswer: (): E.Either<HttpError, void> => E.right(undefined),
    signUpAnswer: (): E.Either<SignUpError, void> => E.right(undefined),
  };
  const session: SessionUseCase = {
    state$: state.asObservable(),
    loggedIn$: state.pipe(
      map((s) => (s.status === 'unknown' ? null : s.status === 'signedIn')),
      distinctUntilChanged(),
    ),
    signIn: (email, password) =>
      defer(() => {
        calls.signIn.push([email, password]);
        const answer = fake.signInAnswer();
        if (E.isRight(answer)) state.next(SIGNED_IN);
        return of(answer);
      }),
    signUp: (input) =>
      defer(() => {
        calls.signUp.push(input);
        return of(fake.signUpAnswer());
      }),
    signOut: () =>
      defer(() => {
        calls.signOut += 1;
        state.next(SIGNED_OUT);
        return of(undefined);
      }),
    refresh: () => of(E.right(undefined)),
  };
  return Object.assign(fake, { session });
};

export const NO_DIALOG: AccountActionView = {
  dialog: 'none',
  copy: null,
  email: null,
  submitting: false,
  formError: null,
  modeError: null,
};

/** The account-action handler: its view and effects are subjects; intents are recorded. */
export const createFakeAccountAction = () => {
  const view = new BehaviorSubject<AccountActionView>(NO_DIALOG);
  const effects = new Subject<AccountActionEffect>();
  const calls = {
    start: [] as (readonly [Readonly<Record<string, string | undefined>>, string])[],
    submitNewPassword: [] as (readonly [string, string])[],
    grantSupportAccess: 0,
    declineSupportAccess: 0,
    close: 0,
  };
  const record = (effect: () => void): Observable<void> =>
    defer(() => {
      effect();
      return EMPTY;
    });
  const plan: CloseActionPlan = { redirectTo: routeRedirect(APP_ROUTES.signIn), storageKeysToClear: [] };
  const accountAction: AccountActionUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    start: (query, currentPath) => record(() => calls.start.push([query, currentPath])),
    submitNewPassword: (password, repeat) => record(() => calls.submitNewPassword.push([password, repeat])),
    grantSupportAccess: () => record(() => (calls.grantSupportAccess += 1)),
    declineSupportAccess: () => record(() => (calls.declineSupportAccess += 1)),
    close: () =>
      defer(() => {
        calls.close += 1;
        return of(plan);
      }),
  };
  return { view, effects, calls, accountAction };
};

/** Forgot password: answers what `answer` says and records the requests. */
export const createFakeForgotPassword = () => {
  const fake = {
    calls: [] as (readonly [string, string])[],
    answer: (): E.Either<string, void> => E.right(undefined),
  };
  const forgotPassword: ForgotPasswordUseCase = {
    request: (email, continueUrl) =>
      defer(() => {
        fake.calls.push([email, continueUrl]);
        return of(fake.answer());
      }),
  };
  return Object.assign(fake, { forgotPassword });
};

/** Browser storage in a map. */
export class InMemoryKeyValueStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  get(key: string): O.Option<string> {
    return O.fromNullable(this.entries.get(key));
  }
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
  keys(): readonly string[] {
    return [...this.entries.keys()];
  }
}
