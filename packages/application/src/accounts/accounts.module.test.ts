import { describe, expect, it } from 'vitest';
import { Observable } from 'rxjs';
import { memoryStorage, recordingLogger, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { createAccountsModule, type AccountsPorts } from './accounts.module.js';
import { fakeAccount, fakeAuth, fakeTabs, memorySessionStore, tokens } from './testing/accounts-fakes.js';

/** Every method of every port, wrapped to record that it was called. */
const recorded = <T extends object>(port: T, calls: string[], name: string): T =>
  new Proxy(port, {
    get: (target, key, receiver) => {
      const member = Reflect.get(target, key, receiver) as unknown;
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        calls.push(`${name}.${String(key)}`);
        return member.apply(target, args) as unknown;
      };
    },
  });

const setup = () => {
  const calls: string[] = [];
  const subscriptions: string[] = [];
  const watched = <T>(name: string, source: Observable<T>): Observable<T> =>
    new Observable<T>((subscriber) => { subscriptions.push(name); return source.subscribe(subscriber); });
  const tabs = fakeTabs();
  const notifications = recordingNotifications();
  const auth = fakeAuth();
  const ports: AccountsPorts = {
    auth: recorded(auth, calls, 'auth'),
    account: recorded(fakeAccount(), calls, 'account'),
    sessionStore: recorded(memorySessionStore(tokens()), calls, 'sessionStore'),
    storage: recorded(memoryStorage(), calls, 'storage'),
    tabs: { messages$: watched('tabs', tabs.messages$), post: (m) => { calls.push('tabs.post'); tabs.post(m); } },
    activity: { activity$: watched('activity', new Observable()) },
    logger: recorded(recordingLogger(), calls, 'logger'),
    notifications: recorded(notifications, calls, 'notifications'),
    environment: { origin: 'https://cadence.test', utcOffsetMinutes: 0 },
  };
  return { ports, calls, subscriptions, auth, notifications };
};

describe('accounts module', () => {
  it('has the session, the account-action handler and the password-reset request', () => {
    const module = createAccountsModule(setup().ports);
    expect(Object.keys(module).sort()).toEqual(['accountAction', 'forgotPassword', 'session']);
  });

  it('calls no port and subscribes to nothing when built', () => {
    const { ports, calls, subscriptions } = setup();
    createAccountsModule(ports);
    expect(calls).toEqual([]);
    expect(subscriptions).toEqual([]);
  });

  it('an intent flows through to its port: declining support access navigates, a reset request calls the API', () => {
    const { ports, auth, notifications } = setup();
    const module = createAccountsModule(ports);
    module.accountAction.start({ mode: 'verifySignInRequest', oobCode: 'sr' }, '/app/action').subscribe();
    module.accountAction.declineSupportAccess().subscribe();
    expect(notifications.notices).toEqual([{ type: 'navigate', to: '/' }]);
    module.forgotPassword.request('ada@example.com', 'https://cadence.test/app/sign-in').subscribe();
    expect(auth.calls).toEqual(['sendPasswordResetEmail']);
  });

  it('the session loads once the app starts it', () => {
    const { ports, calls } = setup();
    const module = createAccountsModule(ports);
    module.session.state$.subscribe().unsubscribe();
    expect(calls).toContain('account.getUser');
  });
});
