import type { Observable } from 'rxjs';
import type {
  BillingPeriodChoice, PlanButton, PlanChangeType, PlanChoice, PlanTier, PromoCoupon, SubscriptionCurrency,
} from '@cadence/domain';
import type { SubscriptionDetails } from './billing-api.port.js';

/** Something a billing page must do outside its own view. */
export type BillingEffect =
  | { readonly type: 'toast'; readonly kind: 'success' | 'error'; readonly message: string }
  /** An in-app route (sign-up for visitors, the subscription page after a promo code). */
  | { readonly type: 'navigate'; readonly to: string }
  /** A hosted provider page (checkout, portal, payment methods, connect account). */
  | { readonly type: 'leave'; readonly url: string };

/** One plan card, everything already decided by the domain. */
export interface PlanCardView {
  readonly tier: PlanTier;
  readonly title: string;
  readonly description: string;
  /** The price for the selected period, formatted by the domain ("$22", "21€"). */
  readonly price: string;
  /** "/month" or "/year"-style period text for the price. */
  readonly period: string;
  /** For yearly prices: the per-month equivalent ("$18.33"), else null. */
  readonly perMonthEquivalent: string | null;
  /** The first-month offer on the card (e.g. $22 struck through, $11), or null. */
  readonly firstMonthOffer: { readonly badge: string; readonly struckPrice: string; readonly price: string } | null;
  readonly currency: SubscriptionCurrency;
  readonly features: readonly string[];
  readonly credits: string;
  readonly conversationalAi: string;
  readonly recommended: boolean;
  readonly button: PlanButton;
}

/** The plan-change dialog (cancel, downgrade or upgrade), open while the user confirms. */
export interface PlanChangeDialogView {
  readonly changeType: PlanChangeType;
  readonly plan: PlanChoice;
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
}

/** The plan screen: cards for the selected billing period, and the open dialog if any. */
export interface PlanScreenView {
  readonly status: 'loading' | 'ready';
  readonly loggedIn: boolean;
  readonly billingPeriod: BillingPeriodChoice;
  readonly cards: readonly PlanCardView[];
  readonly dialog: PlanChangeDialogView | null;
}

/** The plan screen use-case: combines session, subscription and the stored billing period into cards. */
export interface PlanScreenUseCase {
  readonly view$: Observable<PlanScreenView>;
  readonly effects$: Observable<BillingEffect>;
  /** Stores the choice in the browser and re-prices the cards. */
  selectBillingPeriod(choice: BillingPeriodChoice): void;
  /** Runs the card's effect: checkout, the plan-change dialog, a direct provider call, the free flow or sign-up. */
  press(tier: PlanTier): Observable<void>;
  confirmChange(): Observable<void>;
  dismissChange(): void;
}

/** One row of the invoices table, formatted by the domain's date and price rules. */
export interface InvoiceRow {
  readonly invoiceId: string;
  /** MM/DD/YYYY at the page's UTC offset. */
  readonly date: string;
  readonly description: string;
  /** "$22", "21€". */
  readonly amount: string;
  readonly statusLabel: string;
  readonly paid: boolean;
}

/** The subscription's status as the page shows it: its label, and whether it blocks paid features. */
export interface StatusBadge {
  readonly label: string;
  readonly blocked: boolean;
}

/** The subscription page: current plan, next invoice, invoices, payment method, promo code, cancel or renew. */
export interface SubscriptionPageView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly details: SubscriptionDetails | null;
  readonly planName: string;
  /** E.g. "$22 on 12/22/2026", formatted by the domain; null without a next invoice. */
  readonly nextInvoice: string | null;
  readonly statusBadge: StatusBadge | null;
  readonly invoices: readonly InvoiceRow[];
  /** The promo coupon kept in the browser. */
  readonly coupon: PromoCoupon | null;
  /** "Will be canceled" or "Will be downgraded" text for the current plan, if any. */
  readonly pendingChange: string | null;
  readonly canCancel: boolean;
  readonly canRenew: boolean;
  readonly busy: boolean;
}

/** The subscription page use-case. */
export interface SubscriptionPageUseCase {
  readonly view$: Observable<SubscriptionPageView>;
  readonly effects$: Observable<BillingEffect>;
  reload(): void;
  openPortal(): Observable<void>;
  updatePaymentMethod(): Observable<void>;
  cancelSubscription(): Observable<void>;
  renewSubscription(): Observable<void>;
  /** Validates a promo code with the server; valid → kept in the browser and a toast, else the spec's message. */
  applyPromocode(code: string): Observable<void>;
  removePromocode(): void;
}

/** The usage page: characters used against the limit in this billing period. */
export interface UsageView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly used: number;
  /** -1 when unlimited (enterprise and trial). */
  readonly limit: number;
  /** -1 when unlimited. */
  readonly remaining: number;
  /** When the count resets, formatted by the domain; null when unknown. */
  readonly resetsOn: string | null;
  /** The extension ceiling when the limit may be extended, else null. */
  readonly extensionCeiling: number | null;
}

/** The usage page use-case. */
export interface UsageUseCase {
  readonly view$: Observable<UsageView>;
  readonly effects$: Observable<BillingEffect>;
  reload(): void;
  extendLimit(newLimit: number): Observable<void>;
}
