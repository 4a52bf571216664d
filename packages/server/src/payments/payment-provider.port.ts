import type { BillingPeriod, PlanTier, SubscriptionCurrency } from '@cadence/domain';
import type { Database } from '../db/database.port.js';

/**
 * The card provider as billing sees it: customers are workspaces, subscriptions and invoices live at the provider,
 * and the provider tells billing what changed through events (a real provider's webhooks).
 *
 * Every call takes the database handle of the caller's unit of work. The local sandbox keeps its state in the same
 * database and joins that transaction, so a refused change leaves nothing behind; a remote provider ignores it and
 * gets the idempotency of its own calls from the keys billing passes along.
 */
export interface PaymentProvider {
  /** The provider's time in Unix ms: the sandbox's test clock, a real provider's wall clock. */
  now(db: Database): Promise<number>;
  createCheckoutSession(db: Database, request: CheckoutRequest): Promise<HostedPage>;
  createPortalSession(db: Database, workspaceId: string, returnUrl: string): Promise<HostedPage>;
  createPaymentMethodSession(db: Database, customer: CustomerRef, returnUrl: string): Promise<HostedPage>;
  /** The onboarding page of the user's payouts account, created when missing. */
  createConnectOnboarding(db: Database, user: ConnectUser, returnUrl: string): Promise<HostedPage>;
  /** The management page of the user's payouts account, or null when the user has none. */
  createConnectManagement(db: Database, userId: string, returnUrl: string): Promise<HostedPage | null>;
  /** The workspace's subscription that has not ended (incomplete, active or past_due), or null. */
  findSubscription(db: Database, workspaceId: string): Promise<ProviderSubscription | null>;
  /** Moves the subscription to the plan now and charges the prorated difference to the card on file. */
  changePlan(db: Database, subscriptionId: string, change: PlanChange): Promise<'changed' | 'card_declined'>;
  /**
   * Sets (or replaces) the schedule that moves the subscription to the plan when the period ends, and drops a pending
   * cancellation; a coupon becomes the discount from that moment.
   */
  scheduleDowngrade(db: Database, subscriptionId: string, target: PlanChoiceOf<PlanTier>, coupon: Coupon | null): Promise<void>;
  releaseSchedule(db: Database, subscriptionId: string): Promise<void>;
  /** Makes the coupon the subscription's discount (replacing its own) from the next renewal invoice on, for its duration. */
  applyCoupon(db: Database, subscriptionId: string, coupon: Coupon): Promise<void>;
  /** Cancel at the end of the current period (true), or keep renewing (false). */
  setCancelAtPeriodEnd(db: Database, subscriptionId: string, cancel: boolean): Promise<void>;
  /** What the next renewal will charge, or null when the subscription will not renew. */
  upcomingInvoice(db: Database, subscriptionId: string): Promise<UpcomingInvoice | null>;
  /** The workspace's invoices, newest first. */
  listInvoices(db: Database, workspaceId: string): Promise<readonly ProviderInvoice[]>;
  hasPaymentMethod(db: Database, workspaceId: string): Promise<boolean>;
  /** Runs what fell due for the workspace by the provider's clock (renewals, schedules, cancellations). */
  settleDue(db: Database, workspaceId: string): Promise<void>;
  /** The workspaces with something due by the provider's clock. */
  workspacesWithDueWork(db: Database): Promise<readonly string[]>;
  /** A test clock, when the provider has one (the sandbox does; a live provider does not). */
  readonly testClock: TestClock | null;
}

/** A provider test clock: moving it forward makes renewals, schedules and cancellations fall due. */
export interface TestClock {
  /** Moves the clock forward; answers the new time in Unix ms. */
  advance(db: Database, ms: number): Promise<number>;
}

/** A page hosted by the provider that the browser is sent to. */
export interface HostedPage {
  readonly url: string;
}

/** The workspace as a provider customer. */
export interface CustomerRef {
  readonly workspaceId: string;
  readonly email: string;
}

export interface ConnectUser {
  readonly userId: string;
  readonly email: string;
}

export interface PlanChoiceOf<T> {
  readonly tier: T;
  readonly billingPeriod: BillingPeriod;
}

/** A coupon as the provider applies it: a percentage or an amount in the subscription's currency, for some months. */
export interface Coupon {
  readonly code: string;
  readonly percentOff: number | null;
  readonly amountOffCents: number | null;
  /** Null: for ever. */
  readonly durationInMonths: number | null;
}

export interface CheckoutRequest {
  readonly customer: CustomerRef;
  readonly plan: PlanChoiceOf<PlanTier>;
  readonly currency: SubscriptionCurrency;
  readonly coupon: Coupon | null;
  /** Where the browser goes after a paid checkout. */
  readonly successUrl: string;
  /** Where it goes when the subscription was created but its first payment failed. */
  readonly incompleteUrl: string;
  readonly cancelUrl: string;
}

export interface PlanChange {
  readonly plan: PlanChoiceOf<PlanTier>;
  /** A coupon that becomes the subscription's discount, or null to keep the one it has. */
  readonly coupon: Coupon | null;
}

export type ProviderSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';

/** The schedule's metadata, as strings: the domain parses downgrade_to. */
export interface ScheduleMetadataRecord {
  readonly type: string;
  readonly downgradeTo: string;
}

export interface ProviderSubscription {
  readonly subscriptionId: string;
  readonly workspaceId: string;
  readonly tier: PlanTier;
  readonly billingPeriod: BillingPeriod;
  readonly currency: SubscriptionCurrency;
  readonly status: ProviderSubscriptionStatus;
  readonly currentPeriodStartMs: number;
  readonly currentPeriodEndMs: number;
  readonly cancelAtMs: number | null;
  readonly schedule: ScheduleMetadataRecord | null;
  /** The code of the subscription's discount, if any. */
  readonly discountCode: string | null;
}

export interface UpcomingInvoice {
  readonly amountDueCents: number;
  readonly percentOff: number | null;
  readonly amountOffCents: number | null;
  readonly nextPaymentAttemptMs: number;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface ProviderInvoice {
  readonly invoiceId: string;
  readonly createdAtMs: number;
  readonly amountDueCents: number;
  readonly amountPaidCents: number;
  readonly currency: SubscriptionCurrency;
  readonly status: InvoiceStatus;
  readonly description: string;
}

/** What the provider reports; billing mirrors the subscription on the workspace. */
export interface ProviderEvent {
  readonly type: 'subscription.updated';
  readonly subscription: ProviderSubscription;
  /** The provider's time of the change, Unix ms. */
  readonly atMs: number;
}

/** Receives the provider's events inside the provider's unit of work (the sandbox) or from a webhook (a live provider). */
export type ProviderEventHandler = (db: Database, event: ProviderEvent) => Promise<void>;
