import type { PlanScreenView } from '@cadence/application';
import type { PlanTier } from '@cadence/domain';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { finalize } from 'rxjs';
import { useBillingEffects } from '../../app/billing-effects';
import { useIntent, useObservable } from '../../app/use-observable';
import { PendingPage } from '../-components/status-page';
import { BillingPeriodToggle } from './-components/billing-period-toggle';
import { PlanCard } from './-components/plan-card';
import { PlanChangeDialog } from './-components/plan-change-dialog';
import * as styles from './-components/pricing.css';
import { PublicHeader } from './-components/public-header';

/** The six cards, each pressing through the use-case; the pressed card's button is busy until its intent ends. */
const PlanGrid = ({ view }: { readonly view: PlanScreenView }) => {
  const { planScreen } = Route.useRouteContext();
  const run = useIntent();
  const [pressing, setPressing] = useState<PlanTier | null>(null);
  const press = (tier: PlanTier) => {
    setPressing(tier);
    run(planScreen.press(tier).pipe(finalize(() => setPressing((current) => (current === tier ? null : current)))));
  };
  return (
    <ul className={styles.grid} aria-label="Plans">
      {view.cards.map((card) => (
        <li key={card.tier} className={styles.gridItem}>
          <PlanCard card={card} pressing={pressing === card.tier} onPress={() => press(card.tier)} />
        </li>
      ))}
    </ul>
  );
};

/** The public plan screen: billing period, plan cards and the plan-change dialog, as the use-case's view says. */
const PricingPage = () => {
  const { planScreen } = Route.useRouteContext();
  const view = useObservable(planScreen.view$);
  const run = useIntent();
  useBillingEffects(planScreen.effects$);
  const ready = view !== undefined && view.status === 'ready' ? view : null;
  return (
    <div className={styles.page}>
      <PublicHeader loggedIn={ready === null ? null : ready.loggedIn} />
      <main className={styles.main}>
        <section className={styles.intro}>
          <h1 className={styles.title}>Plans and pricing</h1>
          <p className={styles.lead}>Start free, then choose the plan that fits how much you create.</p>
          {ready === null ? null : (
            <BillingPeriodToggle value={ready.billingPeriod} onChange={(choice) => planScreen.selectBillingPeriod(choice)} />
          )}
        </section>
        {ready === null ? <PendingPage /> : <PlanGrid view={ready} />}
      </main>
      <PlanChangeDialog
        dialog={ready === null ? null : ready.dialog}
        onConfirm={() => run(planScreen.confirmChange())}
        onDismiss={() => planScreen.dismissChange()}
      />
    </div>
  );
};

export const Route = createFileRoute('/pricing/')({
  component: PricingPage,
});
