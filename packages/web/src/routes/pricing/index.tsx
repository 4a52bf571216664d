import type { PlanScreenView } from '@cadence/application';
import { createFileRoute } from '@tanstack/react-router';
import { useObservable } from '../../app/use-observable';
import { PendingPage } from '../-components/status-page';
import { BillingPeriodToggle } from './-components/billing-period-toggle';
import { CurrencyToggle } from './-components/currency-toggle';
import { PlanCard } from './-components/plan-card';
import { PlanChangeDialog } from './-components/plan-change-dialog';
import * as styles from './-components/pricing.css';
import { PublicHeader } from './-components/public-header';

/** The six cards, each pressing through the use-case; the card the view says is pressing shows busy. */
const PlanGrid = ({ view }: { readonly view: PlanScreenView }) => {
  const { planScreen } = Route.useRouteContext();
  return (
    <ul className={styles.grid} aria-label="Plans">
      {view.cards.map((card) => (
        <li key={card.tier} className={styles.gridItem}>
          <PlanCard card={card} pressing={view.pressing === card.tier} onPress={() => planScreen.press(card.tier)} />
        </li>
      ))}
    </ul>
  );
};

/** The public plan screen: billing period, plan cards and the plan-change dialog, as the use-case's view says. */
const PricingPage = () => {
  const { planScreen } = Route.useRouteContext();
  const view = useObservable(planScreen.view$);
  const ready = view !== undefined && view.status === 'ready' ? view : null;
  return (
    <div className={styles.page}>
      <PublicHeader loggedIn={ready === null ? null : ready.loggedIn} />
      <main className={styles.main}>
        <section className={styles.intro}>
          <h1 className={styles.title}>Plans and pricing</h1>
          <p className={styles.lead}>Start free, then choose the plan that fits how much you create.</p>
          {ready === null ? null : (
            <div className={styles.controls}>
              <BillingPeriodToggle value={ready.billingPeriod} onChange={(choice) => planScreen.selectBillingPeriod(choice)} />
              {ready.canChooseCurrency ? (
                <CurrencyToggle value={ready.currency} onChange={(currency) => planScreen.selectCurrency(currency)} />
              ) : null}
            </div>
          )}
        </section>
        {ready === null ? <PendingPage /> : <PlanGrid view={ready} />}
      </main>
      <PlanChangeDialog
        dialog={ready === null ? null : ready.dialog}
        onConfirm={() => planScreen.confirmChange()}
        onDismiss={() => planScreen.dismissChange()}
      />
    </div>
  );
};

export const Route = createFileRoute('/pricing/')({
  component: PricingPage,
});
