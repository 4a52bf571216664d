/** The currencies a subscription is billed in. */
export type SubscriptionCurrency = 'usd' | 'eur';

/** The subscription's currency: usd unless the subscription currency is exactly eur. */
export const subscriptionCurrency = (raw: string | null | undefined): SubscriptionCurrency =>
  raw === 'eur' ? 'eur' : 'usd';
