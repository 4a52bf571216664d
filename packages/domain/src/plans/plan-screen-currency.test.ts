import { describe, it, expect } from 'vitest';
import { canChoosePlanCurrency, planScreenCurrency } from './plan-screen-currency.js';

describe('plan screen currency', () => {
  it('lets a visitor choose EUR, and shows usd until they do', () => {
    expect(canChoosePlanCurrency(null)).toBe(true);
    expect(planScreenCurrency(null, null)).toBe('usd');
    expect(planScreenCurrency(null, 'eur')).toBe('eur');
  });

  it('lets a free or trial workspace choose, defaulting to its subscription currency', () => {
    expect(canChoosePlanCurrency({ tier: 'free', currency: 'usd' })).toBe(true);
    expect(canChoosePlanCurrency({ tier: 'trial', currency: 'usd' })).toBe(true);
    expect(planScreenCurrency({ tier: 'free', currency: 'eur' }, null)).toBe('eur');
    expect(planScreenCurrency({ tier: 'free', currency: 'usd' }, 'eur')).toBe('eur');
  });

  it('shows a paid subscriber their own currency whatever was chosen', () => {
    expect(canChoosePlanCurrency({ tier: 'pro', currency: 'eur' })).toBe(false);
    expect(planScreenCurrency({ tier: 'pro', currency: 'eur' }, 'usd')).toBe('eur');
    expect(planScreenCurrency({ tier: 'enterprise', currency: 'usd' }, 'eur')).toBe('usd');
  });
});
