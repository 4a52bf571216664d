import type { Database } from '../../db/database.port.js';
import type { PaymentProvider } from '../payment-provider.port.js';
import { advanceSandboxClock } from './sandbox-clock.js';
import { createCheckout } from './sandbox-checkout.js';
import { nowOf, type SandboxDeps } from './sandbox-context.js';
import { customerInvoices, ensureConnectAccount, findConnectAccount, insertSession, type SessionKind } from './sandbox-documents.js';
import { toProviderSubscription } from './sandbox-records.js';
import { ensureCustomer, findCustomer, findLiveSubscription, workspacesWithDueSubscriptions } from './sandbox-store.js';
import {
  applyCoupon, changePlan, INCOMPLETE_LIFETIME_MS, releaseSchedule, scheduleDowngrade, setCancelAtPeriodEnd, settleDue, upcomingInvoice,
} from './sandbox-subscriptions.js';

/** Where each hosted page lives on the API's origin. */
export const SANDBOX_PAGE_PATHS: Readonly<Record<SessionKind | 'checkout', string>> = {
  checkout: '/sandbox/checkout',
  portal: '/sandbox/portal',
  payment_method: '/sandbox/payment-methods',
  connect_onboarding: '/sandbox/connect/onboarding',
  connect_management: '/sandbox/connect/manage',
};

/**
 * The local card provider: hosted checkout, portal and payment-method pages served by this server, subscriptions with
 * periods, schedules and cancellations, prorated and renewal invoices, test cards and a test clock, all in the
 * sandbox_ tables. Billing hears of every subscription change through deps.deliver, in the same unit of work.
 */
export const createSandboxProvider = (deps: SandboxDeps): PaymentProvider => {
  const page = (kind: SessionKind | 'checkout', id: string) => ({ url: `${deps.apiOrigin}${SANDBOX_PAGE_PATHS[kind]}/${id}` });
  const session = async (db: Database, kind: SessionKind, ownerId: string, returnUrl: string) =>
    page(kind, await insertSession(db, kind, ownerId, returnUrl, await nowOf(deps, db)));
  return {
    now: (db) => nowOf(deps, db),
    createCheckoutSession: async (db, request) => page('checkout', await createCheckout(deps, db, request)),
    createPortalSession: (db, workspaceId, returnUrl) => session(db, 'portal', workspaceId, returnUrl),
    createPaymentMethodSession: async (db, customer, returnUrl) => {
      await ensureCustomer(db, customer, await nowOf(deps, db));
      return session(db, 'payment_method', customer.workspaceId, returnUrl);
    },
    createConnectOnboarding: async (db, user, returnUrl) => {
      await ensureConnectAccount(db, user.userId, user.email, await nowOf(deps, db));
      return session(db, 'connect_onboarding', user.userId, returnUrl);
    },
    createConnectManagement: async (db, userId, returnUrl) =>
      (await findConnectAccount(db, userId)) === null ? null : session(db, 'connect_management', userId, returnUrl),
    findSubscription: async (db, workspaceId) => {
      const row = await findLiveSubscription(db, workspaceId);
      return row === null ? null : toProviderSubscription(row);
    },
    changePlan: (db, subscriptionId, change) => changePlan(deps, db, subscriptionId, change),
    scheduleDowngrade: (db, subscriptionId, target, coupon) => scheduleDowngrade(deps, db, subscriptionId, target, coupon),
    releaseSchedule: (db, subscriptionId) => releaseSchedule(deps, db, subscriptionId),
    applyCoupon: (db, subscriptionId, coupon) => applyCoupon(deps, db, subscriptionId, coupon),
    setCancelAtPeriodEnd: (db, subscriptionId, cancel) => setCancelAtPeriodEnd(deps, db, subscriptionId, cancel),
    upcomingInvoice: (db, subscriptionId) => upcomingInvoice(db, subscriptionId),
    listInvoices: async (db, workspaceId) => {
      const customer = await findCustomer(db, workspaceId);
      return customer === null ? [] : customerInvoices(db, customer.customer_id);
    },
    hasPaymentMethod: async (db, workspaceId) => ((await findCustomer(db, workspaceId))?.card_last4 ?? null) !== null,
    settleDue: (db, workspaceId) => settleDue(deps, db, workspaceId),
    workspacesWithDueWork: async (db) => {
      const nowMs = await nowOf(deps, db);
      return workspacesWithDueSubscriptions(db, nowMs, nowMs - INCOMPLETE_LIFETIME_MS);
    },
    testClock: { advance: (db, ms) => advanceSandboxClock(db, deps.clock, ms) },
  };
};
