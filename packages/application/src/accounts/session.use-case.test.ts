import { describe, it, expect } from 'vitest';
import { NEVER, Subject, map, of, type Observable } from 'rxjs';
import { MISSING_WORKSPACE_CLAIM_WARNING } from '@cadence/domain';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { createSessionUseCase, type SessionDeps } from './session.use-case.js';
import type { SessionState } from './session.types.js';
import type { TabMessage } from './tab-channel.port.js';
import { fakeAccount, fakeAuth, fakeTabs, memorySessionStore, tokens, user, workspace } from './testing/accounts-fakes.js';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import { SessionExpired, Unavailable } from '../shared/port-error.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const status = (state$: Observable<SessionState>) => state$.pipe(map((s) => s.status));

const deps = (overrides: Partial<SessionDeps> = {}): SessionDeps & { warnings: string[] } => {
  const warnings: string[] = [];
  return {
    warnings,
    auth: fakeAuth(),
    account: fakeAccount(),
    sessionStore: memorySessionStore(),
    storage: memoryStorage(),
    tabs: fakeTabs(),
    activity: { activity$: NEVER },
    logger: { warn: (message) => { warnings.push(message); } },
    ...overrides,
  };
};

describe('session use-case: login state', () => {
  it('is unknown until the stored session resolves, then false without one', () => {
    scheduler().run(({ expectObservable }) => {
      const session = createSessionUseCase(deps());
      expectObservable(session.loggedIn$, '^ 10ms !').toBe('(ab)', { a: null, b: false });
    });
  });

  it('loads user, workspace and access flags for a stored session', () => {
    scheduler().run(({ expectObservable }) => {
      const session = createSessionUseCase(deps({ sessionStore: memorySessionStore(tokens({ emailVerified: false })) }));
      expectObservable(session.state$, '^ 10ms !').toBe('(ab)', {
        a: { status: 'unknown' },
        b: expect.objectContaining({ status: 'signedIn', access: { isAdmin: true, canAccessWorkspaceSettings: true, hasAlphaAccess: false } }),
      });
    });
  });

  it("falls back to the user's workspace with a warning when the token has no workspace-id claim", () => {
    scheduler().run(({ expectObservable }) => {
      const d = deps({ sessionStore: memorySessionStore(tokens({ workspaceIdClaim: null, emailVerified: false })) });
      expectObservable(status(createSessionUseCase(d).state$), '^ 10ms !').toBe('(ab)', { a: 'unknown', b: 'signedIn' });
      d.warnings.length = 0;
    });
  });

  it('warns exactly once per load when the claim is missing, and not when it is present', () => {
    const missing = deps({ sessionStore: memorySessionStore(tokens({ workspaceIdClaim: null, emailVerified: false })) });
    createSessionUseCase(missing).state$.subscribe().unsubscribe();
    expect(missing.warnings).toEqual([MISSING_WORKSPACE_CLAIM_WARNING]);
    const present = deps({ sessionStore: memorySessionStore(tokens({ emailVerified: false })) });
    createSessionUseCase(present).state$.subscribe().unsubscribe();
    expect(present.warnings).toEqual([]);
  });

  it('refreshes an expired access token once and retries the load; signs out when that fails too', () => {
    let expired = true;
    const unauthorized = SessionExpired('Expired');
    const account = { ...fakeAccount(), getUser: () => of(expired ? E.left(unauthorized) : E.right(user)) };
    const auth = fakeAuth({ refresh: () => { expired = false; return of(E.right(tokens())); } });
    const states: string[] = [];
    createSessionUseCase(deps({ account, auth, sessionStore: memorySessionStore(tokens({ emailVerified: false })) }))
      .state$.subscribe((s) => states.push(s.status)).unsubscribe();
    expect(states).toEqual(['unknown', 'signedIn']);

    const store = memorySessionStore(tokens({ emailVerified: false }));
    const failing = fakeAuth({ refresh: () => of(E.left(unauthorized)) });
    const alwaysExpired = { ...fakeAccount(), getUser: () => of(E.left(unauthorized)) };
    const after: string[] = [];
    createSessionUseCase(deps({ account: alwaysExpired, auth: failing, sessionStore: store }))
      .state$.subscribe((s) => after.push(s.status)).unsubscribe();
    expect(after).toEqual(['unknown', 'signedOut']);
    expect(store.current).toBeNull();
  });
});

describe('session use-case: failed loads', () => {
  it('tries a load that failed for a non-auth reason again, and keeps the stored session when it keeps failing', () => {
    const store = memorySessionStore(tokens({ emailVerified: false }));
    let attempts = 0;
    const networkDown = Unavailable();
    const account = { ...fakeAccount(), getUser: () => { attempts += 1; return of(E.left(networkDown)); } };
    scheduler().run(({ expectObservable }) => {
      const session = createSessionUseCase(deps({ account, sessionStore: store }));
      expectObservable(status(session.state$), '^ 5000ms !').toBe('a 2999ms b', { a: 'unknown', b: 'signedOut' });
    });
    expect(attempts).toBe(4);
    expect(store.current).not.toBeNull();
  });

  it('recovers when a retry succeeds', () => {
    let attempts = 0;
    const networkDown = Unavailable();
    const account = { ...fakeAccount(), getUser: () => { attempts += 1; return of(attempts < 2 ? E.left(networkDown) : E.right(user)); } };
    scheduler().run(({ expectObservable }) => {
      const session = createSessionUseCase(deps({ account, sessionStore: memorySessionStore(tokens({ emailVerified: false })) }));
      expectObservable(status(session.state$), '^ 5000ms !').toBe('a 999ms b', { a: 'unknown', b: 'signedIn' });
    });
  });
});

describe('session use-case: sign-out debounce and tabs', () => {
  const signedInWithTabs = (incoming: Observable<TabMessage>, store = memorySessionStore(tokens({ emailVerified: false }))) => {
    const tabs = { ...fakeTabs(), messages$: incoming };
    return createSessionUseCase(deps({ tabs, sessionStore: store }));
  };

  it('applies a sign-out from another tab only after 1000 ms', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const incoming = hot<TabMessage>('10ms a', { a: { type: 'signedOut' } });
      expectObservable(status(signedInWithTabs(incoming).state$), '^ 2000ms !').toBe('(ab) 1006ms c', {
        a: 'unknown', b: 'signedIn', c: 'signedOut',
      });
    });
  });

  it('cancels the sign-out when the user reappears within 1000 ms', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const incoming = hot<TabMessage>('10ms a 499ms b', { a: { type: 'signedOut' }, b: { type: 'signedIn' } });
      expectObservable(status(signedInWithTabs(incoming).state$), '^ 3000ms !').toBe('(ab)', { a: 'unknown', b: 'signedIn' });
    });
  });

  it('signing out wipes the xi: keys, clears the session, tells other tabs and revokes the refresh token', () => {
    const store = memorySessionStore(tokens());
    const storage = memoryStorage({ 'xi:coupon': 'X', 'xi:newUser': 'true', 'color-theme': 'dark' });
    const tabs = fakeTabs();
    const auth = fakeAuth();
    const session = createSessionUseCase(deps({ sessionStore: store, storage, tabs, auth }));
    session.signOut().subscribe();
    expect(store.current).toBeNull();
    expect(storage.entries).toEqual({ 'color-theme': 'dark' });
    expect(tabs.posted).toEqual([{ type: 'signedOut' }]);
    expect(auth.calls).toContain('signOut');
  });
});

describe('session use-case: timing rules', () => {
  it('refreshes the access token every 300000 ms once the e-mail is verified', () => {
    scheduler().run(({ expectObservable, cold }) => {
      const refreshes = new Subject<number>();
      let count = 0;
      const auth = fakeAuth({
        refresh: () => cold('(a|)', { a: E.right(tokens({ accessToken: `access-${++count + 1}` })) }).pipe(map((r) => { refreshes.next(count); return r; })),
      });
      const session = createSessionUseCase(deps({ auth, sessionStore: memorySessionStore(tokens()) }));
      expectObservable(status(session.state$), '^ 700000ms !').toBe('(ab)', { a: 'unknown', b: 'signedIn' });
      expectObservable(refreshes, '^ 700000ms !').toBe('300000ms a 299999ms b', { a: 1, b: 2 });
    });
  });

  it('does not refresh on the interval while the e-mail is unverified', () => {
    const auth = fakeAuth();
    scheduler().run(({ expectObservable }) => {
      const session = createSessionUseCase(deps({ auth, sessionStore: memorySessionStore(tokens({ emailVerified: false })) }));
      expectObservable(status(session.state$), '^ 700000ms !').toBe('(ab)', { a: 'unknown', b: 'signedIn' });
    });
    expect(auth.calls).not.toContain('refresh');
  });

  it('ends the session after the workspace inactivity timeout, restarted by activity (plus the 1 s sign-out delay)', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const activity$ = hot('30000ms a');
      const session = createSessionUseCase(
        deps({ account: fakeAccount(workspace(60)), activity: { activity$ }, sessionStore: memorySessionStore(tokens({ emailVerified: false })) }),
      );
      expectObservable(status(session.state$), '^ 200000ms !').toBe('(ab) 90996ms c', { a: 'unknown', b: 'signedIn', c: 'signedOut' });
    });
  });
});

describe('session use-case: intents', () => {
  it('signing in saves the session and tells other tabs', () => {
    const store = memorySessionStore();
    const tabs = fakeTabs();
    const session = createSessionUseCase(deps({ sessionStore: store, tabs }));
    let result: E.Either<unknown, void> | undefined;
    session.signIn('ada@example.com', 'secret').subscribe((r) => { result = r; });
    expect(result).toEqual(E.right(undefined));
    expect(store.current?.userId).toBe('user_1');
    expect(tabs.posted).toEqual([{ type: 'signedIn' }]);
  });

  it('refuses a weak password at sign-up with the domain message, without any call', () => {
    const auth = fakeAuth();
    const session = createSessionUseCase(deps({ auth }));
    let result: unknown;
    session.signUp({ email: 'a@b.co', password: 'short', agreesToProductUpdates: false, continueUrl: '/app/sign-in' }).subscribe((r) => { result = r; });
    expect(result).toEqual(E.left({ _tag: 'WeakPassword', message: expect.stringContaining("Your password doesn't meet our security requirements: ") }));
    expect(auth.calls).toEqual([]);
  });

  it('signs up: pre-sign-up, account, then the verification e-mail', () => {
    const auth = fakeAuth();
    const session = createSessionUseCase(deps({ auth }));
    session.signUp({ email: ' a@b.co ', password: 'Str0ng!pass', agreesToProductUpdates: true, continueUrl: '/app/sign-in' }).subscribe();
    expect(auth.calls).toEqual(['preSignUp', 'signUp', 'sendVerificationEmail']);
  });
});
