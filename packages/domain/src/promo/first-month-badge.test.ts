import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { formatPrice } from '../plans/index.js';
import { firstMonthBadge, type BadgeCard, type PlanViewer } from './first-month-badge.js';

const creatorMonthly: BadgeCard = { tier: 'creator', billingPeriod: 'monthly_period', currency: 'usd' };
const loggedOut: PlanViewer = { _tag: 'loggedOut' };
const user = (tier: 'free' | 'trial' | 'pro', previous: readonly ('free' | 'trial' | 'starter')[]): PlanViewer => ({
  _tag: 'loggedIn',
  subscription: { tier, previouslySubscribedTiers: previous },
});

describe('firstMonthBadge', () => {
  it('shows 50% off with $22 struck through and $11 for a logged-out visitor', () => {
    const badge = O.toNullable(firstMonthBadge(creatorMonthly, loggedOut));
    expect(badge?.percentOff).toBe(50);
    expect(badge === null ? null : [formatPrice(badge.originalPrice), formatPrice(badge.discountedPrice)]).toEqual([
      '$22',
      '$11',
    ]);
  });
  it('shows for a user who never held a paid tier', () => {
    expect(O.isSome(firstMonthBadge(creatorMonthly, user('free', ['free', 'trial'])))).toBe(true);
  });
  it('does not show for a user who once held a paid tier', () => {
    expect(firstMonthBadge(creatorMonthly, user('free', ['starter']))).toEqual(O.none);
  });
  it('does not show for a user on a paid tier now', () => {
    expect(firstMonthBadge(creatorMonthly, user('pro', []))).toEqual(O.none);
  });
  it('shows only on the creator monthly card', () => {
    expect(firstMonthBadge({ ...creatorMonthly, billingPeriod: 'annual_period' }, loggedOut)).toEqual(O.none);
    expect(firstMonthBadge({ ...creatorMonthly, tier: 'starter' }, loggedOut)).toEqual(O.none);
    expect(firstMonthBadge({ ...creatorMonthly, tier: 'pro' }, loggedOut)).toEqual(O.none);
  });
});
