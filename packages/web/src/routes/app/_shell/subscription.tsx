import type { SubscriptionPageView } from '@cadence/application';
import { hostedPageReturnOf } from '@cadence/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { NonEmptyString, searchDecoder } from '../../../app/search-params';
import { useObservable } from '../../../app/use-observable';
import { Alert } from '../../../ui/alert/alert';
import { Button } from '../../../ui/button/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { PendingPage } from '../../-components/status-page';
import * as styles from './-components/billing-page.css';
import { CurrentPlan } from './-components/current-plan';
import { InvoicesTable } from './-components/invoices-table';
import { PromoCode } from './-components/promo-code';

/** The page once the view is ready: plan and actions, the promo code, the invoices, and the cancel confirmation. */
const SubscriptionDetails = ({ view }: { readonly view: SubscriptionPageView }) => {
  const { subscriptionPage } = Route.useRouteContext();
  const actions = {
    portal: () => subscriptionPage.openPortal(),
    paymentMethod: () => subscriptionPage.updatePaymentMethod(),
    renew: () => subscriptionPage.renewSubscription(),
    cancel: () => subscriptionPage.askToCancel(),
  };
  return (
    <>
      <div className={styles.columns}>
        <CurrentPlan view={view} onAction={(action) => actions[action]()} />
        <section className={styles.card} aria-labelledby="subscription-promo">
          <h2 id="subscription-promo" className={styles.cardTitle}>
            Promo code
          </h2>
          <PromoCode
            coupon={view.coupon}
            hint={view.promoHint}
            applying={view.pending === 'promocode'}
            onApply={(code) => subscriptionPage.applyPromocode(code)}
            onRemove={() => subscriptionPage.removePromocode()}
          />
        </section>
      </div>
      <section className={styles.card} aria-labelledby="subscription-invoices">
        <h2 id="subscription-invoices" className={styles.cardTitle}>
          Invoices
        </h2>
        <InvoicesTable invoices={view.invoices} />
      </section>
      <ConfirmDialog
        open={view.confirmingCancel}
        title="Cancel your subscription?"
        body={`Your ${view.planName} plan will be set to cancel.`}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        tone="danger"
        busy={view.busy}
        onConfirm={() => subscriptionPage.cancelSubscription()}
        onCancel={() => subscriptionPage.keepSubscription()}
      />
    </>
  );
};

/** /app/subscription: what the workspace pays for, as the use-case's view says. */
const SubscriptionPage = () => {
  const { subscriptionPage } = Route.useRouteContext();
  const view = useObservable(subscriptionPage.view$);
  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1 className={styles.title}>Subscription</h1>
        <p className={styles.lead}>Your plan, payment details, promo code and invoices.</p>
      </section>
      {view === undefined || view.status === 'loading' ? <PendingPage /> : null}
      {view?.status === 'failed' ? (
        <>
          <Alert tone="error">We could not load your subscription.</Alert>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => subscriptionPage.reload()}>
              Try again
            </Button>
          </div>
        </>
      ) : null}
      {view?.status === 'ready' ? <SubscriptionDetails view={view} /> : null}
    </div>
  );
};

/** The hosted pages send the browser back here with `checkout` or `payment_method` in the query (the contract's return URLs). */
const validateSearch = searchDecoder({ checkout: NonEmptyString, payment_method: NonEmptyString });

export const Route = createFileRoute('/app/_shell/subscription')({
  validateSearch,
  // Back from a hosted page: the use-case confirms what changed (a toast through the app's notifications, raised once),
  // and the query is dropped so that a reload or a return through history does not confirm it again.
  beforeLoad: ({ context, search }) => {
    const from = hostedPageReturnOf(search.checkout, search.payment_method);
    if (from === null) return;
    context.subscriptionPage.returnedFrom(from).subscribe();
    throw redirect({ to: '/app/subscription', replace: true });
  },
  component: SubscriptionPage,
});
