import { createFileRoute } from '@tanstack/react-router';
import { useObservable } from '../../../app/use-observable';
import { Button } from '../../../ui/button/button';
import * as styles from './-components/billing-page.css';

/** /app/payouts: set up or manage the payouts account on the payment provider's hosted pages. */
const PayoutsPage = () => {
  const { payouts } = Route.useRouteContext();
  const pending = useObservable(payouts.view$)?.pending ?? null;
  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1 className={styles.title}>Payouts</h1>
        <p className={styles.lead}>
          Earn from your shared voices and referrals. Payouts are paid to an account you set up with our payment provider.
        </p>
      </section>
      <div className={styles.actions}>
        <Button busy={pending === 'setUp'} disabled={pending !== null} onClick={() => payouts.setUp()}>
          Set up payouts
        </Button>
        <Button variant="secondary" busy={pending === 'manage'} disabled={pending !== null} onClick={() => payouts.manage()}>
          Manage payouts account
        </Button>
      </div>
    </div>
  );
};

export const Route = createFileRoute('/app/_shell/payouts')({
  component: PayoutsPage,
});
