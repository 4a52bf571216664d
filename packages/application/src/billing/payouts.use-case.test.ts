import { describe, it, expect } from 'vitest';
import { map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { createPayoutsUseCase } from './payouts.use-case.js';
import type { PayoutsView } from './billing.types.js';
import type { BillingResult, HostedPage } from './billing-api.port.js';
import { Rejected, Unavailable } from '../shared/port-error.js';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';

const setup = (answer: BillingResult<HostedPage>) => {
  const paths: (string | null)[] = [];
  const call = (path: string | null) => {
    paths.push(path);
    return of(answer);
  };
  const notifications = recordingNotifications();
  const payouts = createPayoutsUseCase({ billing: { createConnectAccount: call, createConnectAccountManagementLink: call }, notifications });
  const views: PayoutsView[] = [];
  payouts.view$.subscribe((v) => views.push(v));
  return { payouts, effects: notifications.notices, paths, views };
};

describe('payouts', () => {
  it('sends the browser to the hosted onboarding page, returning to /app/payouts', () => {
    const { payouts, effects, paths, views } = setup(E.right({ url: 'https://provider.test/onboard' }));
    payouts.setUp();
    payouts.manage();
    expect(paths).toEqual(['/app/payouts', '/app/payouts']);
    expect(effects).toEqual([
      { type: 'leave', url: 'https://provider.test/onboard' },
      { type: 'leave', url: 'https://provider.test/onboard' },
    ]);
    expect(views.at(-1)).toEqual({ pending: null });
  });

  it("shows the server's detail.message when the connect-account call fails", () => {
    const { payouts, effects } = setup(E.left(Rejected('Payouts are not available in your country.')));
    payouts.setUp();
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Payouts are not available in your country.' }]);
  });

  it('a failure without a reason shows the generic message', () => {
    const { payouts, effects } = setup(E.left(Unavailable()));
    payouts.manage();
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Something went wrong, please try again later.' }]);
  });

  it('shows which page is being prepared, and ignores another request meanwhile', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable, flush }) => {
      const paths: (string | null)[] = [];
      const call = (path: string | null) => {
        paths.push(path);
        return cold('4ms (r|)', { r: E.right({ url: 'https://provider.test/onboard' }) });
      };
      const payouts = createPayoutsUseCase({
        billing: { createConnectAccount: call, createConnectAccountManagementLink: call }, notifications: recordingNotifications(),
      });
      expectObservable(payouts.view$.pipe(map((v) => v.pending ?? 'idle'))).toBe('a 9ms b 3ms a', { a: 'idle', b: 'setUp' });
      cold('10ms a').subscribe(() => payouts.setUp());
      cold('11ms a').subscribe(() => payouts.manage());
      flush();
      expect(paths).toHaveLength(1);
    });
  });
});
