import type { Observable } from 'rxjs';
import type {
  BillingPeriodChoice, HostedPageReturn, PlanButton, PlanChangeType, PlanChoice, PlanTier, PromoCoupon, SubscriptionCurrency,
} from '@cadence/domain';
import type { SubscriptionDetails } from './billing-api.port.js';

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
  /** The approximate hours of audio the credits make ("About 2 hours of audio"), or null where the spec states none. */
  readonly approximateAudio: string | null;
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
  /** The currency the cards are priced in and a checkout pays in. */
  readonly currency: SubscriptionCurrency;
  /** True when the viewer may switch the currency (no paid subscription); a subscriber sees their own. */
  readonly canChooseCurrency: boolean;
  readonly cards: readonly PlanCardView[];
  readonly dialog: PlanChangeDialogView | null;
  /** The card whose press is running (a checkout or a direct provider call), shown busy. */
  readonly pressing: PlanTier | null;
}

/**
 * The plan screen use-case: combines session, subscription and the stored billing period into cards. Intents are
 * sent while the view is watched; toasts, navigations and leaving for checkout go through Notifications.
 */
export interface PlanScreenUseCase {
  readonly view$: Observable<PlanScreenView>;
  /** Stores the choice in the browser and re-prices the cards. */
  selectBillingPeriod(choice: BillingPeriodChoice): void;
  /** Re-prices the cards in the currency (ignored for a paid subscriber, who sees their own). */
  selectCurrency(currency: SubscriptionCurrency): void;
  /** Runs the card's effect: checkout, the plan-change dialog, a direct provider call, the free flow or sign-up. */
  press(tier: PlanTier): void;
  /** Confirms the open plan-change dialog (ignored while it is busy). */
  confirmChange(): void;
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

/** What can be done with the subscription from its page. */
export type SubscriptionAction = 'portal' | 'paymentMethod' | 'cancel' | 'renew';

/** What the subscription page is waiting for: an action's call, or a promo code's validation. */
export type SubscriptionPagePending = SubscriptionAction | 'promocode';

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
  /** Where a promo code goes (the subscription's next invoice, or the browser for a checkout); null until loaded. */
  readonly promoHint: string | null;
  /** "Will be canceled" or "Will be downgraded" text for the current plan, if any. */
  readonly pendingChange: string | null;
  readonly canCancel: boolean;
  readonly canRenew: boolean;
  /** True while a call runs (`pending` says which); the actions are then disabled. */
  readonly busy: boolean;
  readonly pending: SubscriptionPagePending | null;
  /** The "cancel your subscription?" confirmation is open (it closes when the cancellation answers). */
  readonly confirmingCancel: boolean;
}

/** The subscription page use-case. Intents are ignored while a call runs; notices go through Notifications. */
export interface SubscriptionPageUseCase {
  readonly view$: Observable<SubscriptionPageView>;
  reload(): void;
  openPortal(): void;
  updatePaymentMethod(): void;
  /** Opens the cancel confirmation; `keepSubscription` closes it, `cancelSubscription` sends the cancellation. */
  askToCancel(): void;
  keepSubscription(): void;
  cancelSubscription(): void;
  renewSubscription(): void;
  /**
   * A subscriber's code is applied to the subscription (its next invoice is discounted; the page reloads to show it);
   * without a subscription it is validated and kept in the browser for the checkout. Either way a toast says what
   * happened, or why the code was refused.
   */
  applyPromocode(code: string): void;
  removePromocode(): void;
  /**
   * Confirms the return from a hosted page (checkout, payment method) with what changed, read from the subscription.
   * The toast is raised once; the call runs to its end even if the caller stops listening.
   */
  returnedFrom(from: HostedPageReturn): Observable<void>;
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
  /** True while an extension is being sent. */
  readonly extending: boolean;
}

/** The usage page use-case. */
export interface UsageUseCase {
  readonly view$: Observable<UsageView>;
  reload(): void;
  /** Sends a limit within (limit, ceiling]; anything else, or a second one while the first runs, is ignored. */
  extendLimit(newLimit: number): void;
}

/** The payouts page: which hosted page is being prepared, if any. */
export interface PayoutsView {
  readonly pending: 'setUp' | 'manage' | null;
}

/** Payouts: set up or manage the payouts (connect) account on the provider's hosted pages. */
export interface PayoutsUseCase {
  readonly view$: Observable<PayoutsView>;
  setUp(): void;
  manage(): void;
}
