import type { Context, Hono } from 'hono';
import type { Database } from '../../db/database.port.js';
import { completeCheckout, findCheckout } from './sandbox-checkout.js';
import { nowOf, type SandboxDeps } from './sandbox-context.js';
import {
  customerInvoices, findConnectAccount, findSession, insertSession, submitConnectDetails, type SessionKind, type SessionRow,
} from './sandbox-documents.js';
import { notFoundPage } from './sandbox-html.js';
import {
  checkoutPage, connectManagementPage, connectOnboardingPage, paymentMethodPage, portalPage, type ConnectFacts,
} from './sandbox-pages.js';
import { SANDBOX_PAGE_PATHS } from './sandbox-provider.js';
import { toProviderSubscription } from './sandbox-records.js';
import { findCustomer, findCustomerById, findLiveSubscription } from './sandbox-store.js';
import { upcomingInvoice } from './sandbox-subscriptions.js';
import { updatePaymentMethod } from './sandbox-payment-methods.js';

const typedCard = async (c: Context): Promise<string> => {
  const body = await c.req.parseBody();
  return typeof body['card_number'] === 'string' ? body['card_number'] : '';
};

const seeOther = (url: string): Response => new Response(null, { status: 303, headers: { location: url } });

const withSession = async (db: Database, deps: SandboxDeps, c: Context, kind: SessionKind): Promise<SessionRow | null> =>
  findSession(db, c.req.param('id') ?? '', kind, await nowOf(deps, db));

const addCheckoutRoutes = (app: Hono, db: Database, deps: SandboxDeps): void => {
  const path = `${SANDBOX_PAGE_PATHS.checkout}/:id`;
  app.get(path, async (c) => {
    const row = await findCheckout(db, c.req.param('id') ?? '');
    const nowMs = await nowOf(deps, db);
    if (row === null || (row.status === 'open' && row.expires_at_ms <= nowMs)) return c.html(notFoundPage('checkout session'), 404);
    return c.html(checkoutPage(row, nowMs, null));
  });
  app.post(path, async (c) => {
    const typed = await typedCard(c);
    const found = await findCheckout(db, c.req.param('id') ?? '');
    const customer = found === null ? null : await findCustomerById(db, found.customer_id);
    if (found === null || customer === null) return c.html(notFoundPage('checkout session'), 404);
    return db.transaction(async (tx) => {
      await deps.lockCustomer(tx, customer.workspace_id);
      const row = await findCheckout(tx, found.session_id, true);
      const nowMs = await nowOf(deps, tx);
      if (row === null || (row.status === 'open' && row.expires_at_ms <= nowMs)) return c.html(notFoundPage('checkout session'), 404);
      if (row.status === 'complete') return c.html(checkoutPage(row, nowMs, null));
      const outcome = await completeCheckout(deps, tx, row, typed);
      return 'redirect' in outcome ? seeOther(outcome.redirect) : c.html(checkoutPage(row, nowMs, outcome.error), 402);
    });
  });
};

const addPortalRoutes = (app: Hono, db: Database, deps: SandboxDeps): void => {
  const path = `${SANDBOX_PAGE_PATHS.portal}/:id`;
  app.get(path, async (c) => {
    const session = await withSession(db, deps, c, 'portal');
    if (session === null) return c.html(notFoundPage('billing portal session'), 404);
    const [customer, live] = [await findCustomer(db, session.owner_id), await findLiveSubscription(db, session.owner_id)];
    return c.html(portalPage({
      subscription: live === null ? null : toProviderSubscription(live),
      upcoming: live === null ? null : await upcomingInvoice(db, live.subscription_id),
      cardLast4: customer?.card_last4 ?? null,
      invoices: customer === null ? [] : await customerInvoices(db, customer.customer_id),
      returnUrl: session.return_url,
      paymentMethodAction: `${SANDBOX_PAGE_PATHS.portal}/${session.session_id}/payment-method`,
    }));
  });
  app.post(`${path}/payment-method`, async (c) => {
    const session = await withSession(db, deps, c, 'portal');
    const customer = session === null ? null : await findCustomer(db, session.owner_id);
    if (session === null || customer === null) return c.html(notFoundPage('billing portal session'), 404);
    const portalUrl = `${deps.apiOrigin}${SANDBOX_PAGE_PATHS.portal}/${session.session_id}`;
    const id = await insertSession(db, 'payment_method', session.owner_id, portalUrl, await nowOf(deps, db));
    return seeOther(`${deps.apiOrigin}${SANDBOX_PAGE_PATHS.payment_method}/${id}`);
  });
};

const addPaymentMethodRoutes = (app: Hono, db: Database, deps: SandboxDeps): void => {
  const path = `${SANDBOX_PAGE_PATHS.payment_method}/:id`;
  app.get(path, async (c) => {
    const session = await withSession(db, deps, c, 'payment_method');
    if (session === null) return c.html(notFoundPage('payment-method session'), 404);
    return c.html(paymentMethodPage((await findCustomer(db, session.owner_id))?.card_last4 ?? null, session.return_url, null));
  });
  app.post(path, async (c) => {
    const typed = await typedCard(c);
    const session = await withSession(db, deps, c, 'payment_method');
    if (session === null) return c.html(notFoundPage('payment-method session'), 404);
    return db.transaction(async (tx) => {
      await deps.lockCustomer(tx, session.owner_id);
      const outcome = await updatePaymentMethod(deps, tx, session.owner_id, typed);
      if ('saved' in outcome) return seeOther(session.return_url);
      return c.html(paymentMethodPage((await findCustomer(tx, session.owner_id))?.card_last4 ?? null, session.return_url, outcome.error), 402);
    });
  });
};

const connectFacts = async (db: Database, session: SessionRow): Promise<ConnectFacts | null> => {
  const account = await findConnectAccount(db, session.owner_id);
  return account === null
    ? null
    : { accountId: account.account_id, email: account.email, detailsSubmitted: account.details_submitted, returnUrl: session.return_url };
};

const addConnectRoutes = (app: Hono, db: Database, deps: SandboxDeps): void => {
  const onboarding = `${SANDBOX_PAGE_PATHS.connect_onboarding}/:id`;
  app.get(onboarding, async (c) => {
    const session = await withSession(db, deps, c, 'connect_onboarding');
    const facts = session === null ? null : await connectFacts(db, session);
    return facts === null ? c.html(notFoundPage('onboarding link'), 404) : c.html(connectOnboardingPage(facts));
  });
  app.post(onboarding, async (c) => {
    const session = await withSession(db, deps, c, 'connect_onboarding');
    if (session === null) return c.html(notFoundPage('onboarding link'), 404);
    await submitConnectDetails(db, session.owner_id);
    return seeOther(session.return_url);
  });
  app.get(`${SANDBOX_PAGE_PATHS.connect_management}/:id`, async (c) => {
    const session = await withSession(db, deps, c, 'connect_management');
    const facts = session === null ? null : await connectFacts(db, session);
    return facts === null ? c.html(notFoundPage('management link'), 404) : c.html(connectManagementPage(facts));
  });
};

/** The sandbox's hosted pages, served on the API's origin outside the contract (like the dev mailbox page). */
export const addSandboxPages = (app: Hono, db: Database, deps: SandboxDeps): void => {
  addCheckoutRoutes(app, db, deps);
  addPortalRoutes(app, db, deps);
  addPaymentMethodRoutes(app, db, deps);
  addConnectRoutes(app, db, deps);
};
