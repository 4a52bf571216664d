import type { PlanCardView, PlanScreenView, SubscriptionPageView, UsageView } from '@cadence/application';
import { subscriptionDetails } from '@cadence/application/testing';
import type { PlanButton, PlanTier } from '@cadence/domain';

/** Views the billing pages' fakes start from: as the use-cases would emit them, written out by hand. */

export const PLAN_SCREEN_LOADING: PlanScreenView = {
  status: 'loading',
  loggedIn: false,
  billingPeriod: 'monthly',
  currency: 'usd',
  canChooseCurrency: true,
  cards: [],
  dialog: null,
  pressing: null,
};

/** A logged-out visitor's button: enabled, leading to sign-up. */
export const signUpButton = (label: 'Start Today' | 'Get Started Free'): PlanButton => ({
  action: null,
  label,
  enabled: true,
  effect: { kind: 'signUp' },
  badges: [],
});

const CARD_FACTS: Readonly<Record<PlanTier, readonly [string, string, string, string]>> = {
  free: ['Free', '$0', '10,000 credits per month', '15 minutes of Conversational AI'],
  starter: ['Starter', '$5', '30,000 credits per month', '50 minutes of Conversational AI'],
  creator: ['Creator', '$22', '100,000 credits per month', '250 minutes of Conversational AI'],
  pro: ['Pro', '$99', '500,000 credits per month', '1,100 minutes of Conversational AI'],
  growing_business: ['Scale', '$330', '2,000,000 credits per month', '3,600 minutes of Conversational AI'],
  scale_2024_08_10: ['Business', '$1,320', '11,000,000 credits per month', '13,750 minutes of Conversational AI'],
};

const APPROXIMATE_AUDIO: Readonly<Record<PlanTier, string | null>> = {
  free: null,
  starter: null,
  creator: 'About 2 hours of audio',
  pro: 'About 10 hours of audio',
  growing_business: 'About 40 hours of audio',
  scale_2024_08_10: 'About 180 hours of audio',
};

/** One monthly card for a logged-out visitor, with the catalogue's figures; `overrides` replace any field. */
export const planCard = (tier: PlanTier, overrides: Partial<PlanCardView> = {}): PlanCardView => {
  const [title, price, credits, conversationalAi] = CARD_FACTS[tier];
  return {
    tier,
    title,
    description: `The ${title} plan.`,
    price,
    period: '/month',
    perMonthEquivalent: null,
    firstMonthOffer: tier === 'creator' ? { badge: '50% off your first month', struckPrice: '$22', price: '$11' } : null,
    currency: 'usd',
    features: [`${title} feature one`, `${title} feature two`],
    credits,
    approximateAudio: APPROXIMATE_AUDIO[tier],
    conversationalAi,
    recommended: tier === 'creator',
    button: signUpButton(tier === 'free' ? 'Get Started Free' : 'Start Today'),
    ...overrides,
  };
};

const TIERS: readonly PlanTier[] = ['free', 'starter', 'creator', 'pro', 'growing_business', 'scale_2024_08_10'];

/** The plan screen as a logged-out visitor sees it, monthly. */
export const PLAN_SCREEN_LOGGED_OUT: PlanScreenView = {
  status: 'ready',
  loggedIn: false,
  billingPeriod: 'monthly',
  currency: 'usd',
  canChooseCurrency: true,
  cards: TIERS.map((tier) => planCard(tier)),
  dialog: null,
  pressing: null,
};

export const SUBSCRIPTION_LOADING: SubscriptionPageView = {
  status: 'loading',
  details: null,
  planName: '',
  nextInvoice: null,
  statusBadge: null,
  invoices: [],
  coupon: null,
  promoHint: null,
  pendingChange: null,
  canCancel: false,
  canRenew: false,
  busy: false,
  pending: null,
  confirmingCancel: false,
};

/** An active Creator subscription, monthly, with one paid invoice. */
export const SUBSCRIPTION_READY: SubscriptionPageView = {
  status: 'ready',
  details: subscriptionDetails({
    characterCount: 1200,
    maxCharacterLimitExtension: 150_050,
    nextCharacterCountResetUnix: 1_795_000_000,
    nextInvoice: null,
    currentPeriodEndUnix: 1_795_000_000,
  }),
  planName: 'Creator',
  nextInvoice: '$22 on 12/22/2026',
  statusBadge: { label: 'Active', blocked: false },
  invoices: [
    { invoiceId: 'in_1', date: '11/22/2025', description: 'Creator (monthly)', amount: '$22', statusLabel: 'Paid', paid: true },
  ],
  coupon: null,
  promoHint: 'A code discounts your next invoice.',
  pendingChange: null,
  canCancel: true,
  canRenew: false,
  busy: false,
  pending: null,
  confirmingCancel: false,
};

export const USAGE_LOADING: UsageView = {
  status: 'loading',
  used: 0,
  limit: 0,
  remaining: 0,
  resetsOn: null,
  extensionCeiling: null,
  extending: false,
};

/** 25,000 of 100,000 characters used, resetting on 12/22/2026, extendable to 150,050. */
export const USAGE_READY: UsageView = {
  status: 'ready',
  used: 25_000,
  limit: 100_000,
  remaining: 75_000,
  resetsOn: '12/22/2026',
  extensionCeiling: 150_050,
  extending: false,
};
