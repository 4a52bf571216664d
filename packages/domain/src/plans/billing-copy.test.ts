import { describe, it, expect } from 'vitest';
import { PLAN_TIERS } from '../tiers/index.js';
import { firstMonthOfferLabel, nextChargeText, planCardCopy, PRICE_PERIOD_SUFFIX } from './billing-copy.js';
import { groupThousands } from './price-display.js';
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

  it('states the pricing screen’s concurrency 4/6/10/20/30/30, not the plan catalogue’s 2/3/5/10/15/15', () => {
    const concurrency = PLAN_TIERS.map((tier) => planCardCopy(tier, 'usd').features.find((f) => f.includes('concurrent')));
    expect(concurrency).toEqual([
      '4 concurrent requests', '6 concurrent requests', '10 concurrent requests',
      '20 concurrent requests', '30 concurrent requests', '30 concurrent requests',
    ]);
  });

  it('states the approximate hours of audio: about 2 h Creator, 10 h Pro, 40 h Scale, 180 h Business', () => {
    expect(PLAN_TIERS.map((tier) => planCardCopy(tier, 'eur').approximateAudio)).toEqual([
      null, null, 'About 2 hours of audio', 'About 10 hours of audio', 'About 40 hours of audio', 'About 180 hours of audio',
    ]);
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
