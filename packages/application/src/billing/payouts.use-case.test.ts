import { describe, it, expect } from 'vitest';
import { of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { createPayoutsUseCase } from './payouts.use-case.js';
import type { BillingEffect } from './billing.types.js';

const setup = (fail: boolean) => {
  const paths: (string | null)[] = [];
  const answer = (path: string | null) => {
    paths.push(path);
    return of(fail ? E.left({ status: 400, message: 'Payouts are not available in your country.', statusText: 'unsupported_country' }) : E.right({ url: 'https://provider.test/onboard' }));
  };
  const payouts = createPayoutsUseCase({ billing: { createConnectAccount: answer, createConnectAccountManagementLink: answer } });
  const effects: BillingEffect[] = [];
  payouts.effects$.subscribe((e) => effects.push(e));
  return { payouts, effects, paths };
};

describe('payouts', () => {
  it('sends the browser to the hosted onboarding page, returning to /app/payouts', () => {
    const { payouts, effects, paths } = setup(false);
    payouts.setUp().subscribe();
    payouts.manage().subscribe();
    expect(paths).toEqual(['/app/payouts', '/app/payouts']);
    expect(effects).toEqual([
      { type: 'leave', url: 'https://provider.test/onboard' },
      { type: 'leave', url: 'https://provider.test/onboard' },
    ]);
  });

  it("shows the server's detail.message when the connect-account call fails", () => {
    const { payouts, effects } = setup(true);
    payouts.setUp().subscribe();
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Payouts are not available in your country.' }]);
  });
});
