import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { finalize, type Observable } from 'rxjs';
import { useBillingEffects } from '../../../app/billing-effects';
import { useIntent } from '../../../app/use-observable';
import { Button } from '../../../ui/button/button';
import * as styles from './-components/billing-page.css';

/** /app/payouts: set up or manage the payouts account on the payment provider's hosted pages. */
const PayoutsPage = () => {
  const { payouts } = Route.useRouteContext();
  const run = useIntent();
  const [busy, setBusy] = useState<'setUp' | 'manage' | null>(null);
  useBillingEffects(payouts.effects$);
  const go = (which: 'setUp' | 'manage', intent: Observable<void>) => {
    setBusy(which);
    run(intent.pipe(finalize(() => setBusy(null))));
  };
  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1 className={styles.title}>Payouts</h1>
        <p className={styles.lead}>
          Earn from your shared voices and referrals. Payouts are paid to an account you set up with our payment provider.
        </p>
      </section>
      <div className={styles.actions}>
        <Button busy={busy === 'setUp'} disabled={busy !== null} onClick={() => go('setUp', payouts.setUp())}>
          Set up payouts
        </Button>
        <Button variant="secondary" busy={busy === 'manage'} disabled={busy !== null} onClick={() => go('manage', payouts.manage())}>
          Manage payouts account
        </Button>
      </div>
    </div>
  );
};

export const Route = createFileRoute('/app/_shell/payouts')({
  component: PayoutsPage,
});
