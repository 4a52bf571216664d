import { describe, it, expect } from 'vitest';
import { PLAN_TIERS } from '../tiers/index.js';
import { firstMonthOfferLabel, groupThousands, nextChargeText, planCardCopy, PRICE_PERIOD_SUFFIX } from './billing-copy.js';
import { money, trustedCents } from './money.js';

describe('plan card copy', () => {
  it('states credits and the Conversational AI allowance from the catalogue', () => {
    expect(planCardCopy('creator', 'usd')).toMatchObject({
      credits: '100,000 credits per month',
      conversationalAi: '250 minutes of Conversational AI',
      recommended: true,
    });
    expect(planCardCopy('scale_2024_08_10', 'usd').credits).toBe('11,000,000 credits per month');
  });

  it('recommends exactly one plan, Creator', () => {
    expect(PLAN_TIERS.filter((tier) => planCardCopy(tier, 'usd').recommended)).toEqual(['creator']);
  });

  it('lists allowances, gated products and usd-only prices', () => {
    const usd = planCardCopy('creator', 'usd').features;
    expect(usd).toContain('1 professional voice clone');
    expect(usd).toContain('Studio: 20 projects');
    expect(usd).toContain('Audio Native');
    expect(usd).toContain('Extra credits at $0.30 per 1,000');
    expect(planCardCopy('creator', 'eur').features).not.toContain('Extra credits at $0.30 per 1,000');
    expect(planCardCopy('starter', 'usd').features.some((f) => f.startsWith('Studio'))).toBe(false);
    expect(planCardCopy('scale_2024_08_10', 'usd').features).toContain('Turbo model at $50 per million credits when paid yearly');
  });

  it('groups thousands with commas', () => {
    expect([0, 999, 1_000, 13_750, 11_000_000].map(groupThousands)).toEqual(['0', '999', '1,000', '13,750', '11,000,000']);
  });

  it('has the period suffixes, the first-month label and the next-charge text', () => {
    expect(PRICE_PERIOD_SUFFIX).toEqual({ monthly_period: '/month', annual_period: '/year' });
    expect(firstMonthOfferLabel(50)).toBe('50% off your first month');
    expect(nextChargeText(money(trustedCents(2200), 'usd'), '12/22/2026')).toBe('$22 on 12/22/2026');
  });
});
