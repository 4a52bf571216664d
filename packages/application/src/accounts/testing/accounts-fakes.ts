// In-memory fakes of the accounts ports, for the use-case tests here and (through the testing entry) web tests.
import { of, Subject, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import type { AccountApi, WorkspaceView } from '../account-api.port.js';
import type { AuthApi } from '../auth-api.port.js';
import type { SessionStore } from '../session-store.port.js';
import type { SessionTokens } from '../session-tokens.js';
import type { TabChannel, TabMessage } from '../tab-channel.port.js';
import { sessionTokens, userProfile, workspaceView } from './accounts-mothers.js';

/** The mothers under the names this slice's and other slices' tests used first. */
export const tokens = sessionTokens;
export const user = userProfile();
export const workspace = (timeoutSeconds: number | null = null): WorkspaceView =>
  workspaceView({ sessionInactivityTimeoutSeconds: timeoutSeconds });

const ok = <T>(value: T): Observable<E.Either<never, T>> => of(E.right(value));

/** An AuthApi whose every call succeeds and is recorded; override single calls per test. */
export const fakeAuth = (overrides: Partial<AuthApi> = {}): AuthApi & { readonly calls: string[] } => {
  const calls: string[] = [];
  const record = <T>(name: string, value: T) => (): Observable<E.Either<never, T>> => {
    calls.push(name);
    return ok(value);
  };
  return {
    calls,
    preSignUp: record('preSignUp', undefined),
    signUp: record('signUp', tokens()),
    signIn: record('signIn', tokens()),
    refresh: record('refresh', tokens({ accessToken: 'access-2', refreshToken: 'refresh-2' })),
    signOut: record('signOut', undefined),
    sendVerificationEmail: record('sendVerificationEmail', undefined),
    sendPasswordResetEmail: record('sendPasswordResetEmail', undefined),
    checkActionCode: record('checkActionCode', { email: 'ada@example.com' }),
    confirmPasswordReset: record('confirmPasswordReset', undefined),
    verifyEmail: record('verifyEmail', undefined),
    optOutOfUpdates: record('optOutOfUpdates', undefined),
    grantSignInRequest: record('grantSignInRequest', undefined),
    ...overrides,
  };
};

/** An AccountApi that answers Ada, the given workspace and every flag; override single calls per test. */
export const fakeAccount = (ws: WorkspaceView = workspace(), overrides: Partial<AccountApi> = {}): AccountApi => ({
  getUser: () => ok(user),
  getWorkspace: () => ok(ws),
  isWorkspaceAdmin: () => ok(true),
  canAccessWorkspaceSettings: () => ok(true),
  hasAlphaAccess: () => ok(false),
  acceptWorkspaceInvite: () => ok(undefined),
  applyDiscount: (code) => ok({ code, percentOff: null, amountOffCents: null, durationInMonths: null }),
  ...overrides,
});

/** A session store in memory (inspect `current`). */
export const memorySessionStore = (initial: SessionTokens | null = null): SessionStore & { current: SessionTokens | null } => {
  const store = {
    current: initial,
    load: () => O.fromNullable(store.current),
    save: (t: SessionTokens) => { store.current = t; },
    clear: () => { store.current = null; },
  };
  return store;
};

/** A tab channel: push other tabs' messages into `incoming`, read this tab's in `posted`. */
export const fakeTabs = (): TabChannel & { readonly incoming: Subject<TabMessage>; readonly posted: TabMessage[] } => {
  const incoming = new Subject<TabMessage>();
  const posted: TabMessage[] = [];
  return { incoming, posted, messages$: incoming.asObservable(), post: (m) => { posted.push(m); } };
};

