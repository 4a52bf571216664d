import type { SubscriptionAction, SubscriptionPageView } from '@cadence/application';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../../ui/button/button';
import * as styles from './billing-page.css';

/** The current plan: name, status, pending change, next invoice and the actions the view offers (busy as it says). */
export interface CurrentPlanProps {
  readonly view: SubscriptionPageView;
  readonly onAction: (action: SubscriptionAction) => void;
}

export const CurrentPlan = ({ view, onAction }: CurrentPlanProps) => {
  const badge = view.statusBadge;
  const action = (name: SubscriptionAction, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') => (
    <Button variant={variant} disabled={view.busy} busy={view.pending === name} onClick={() => onAction(name)}>
      {label}
    </Button>
  );
  return (
    <section className={styles.card} aria-labelledby="subscription-plan">
      <h2 id="subscription-plan" className={styles.cardTitle}>
        Current plan
      </h2>
      <div className={styles.headline}>
        <span className={styles.big}>{view.planName}</span>
        {badge === null ? null : <span className={styles.badge({ tone: badge.blocked ? 'warning' : 'accent' })}>{badge.label}</span>}
        {view.pendingChange === null ? null : <span className={styles.badge({ tone: 'warning' })}>{view.pendingChange}</span>}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>Next invoice</dt>
          <dd className={styles.value}>{view.nextInvoice ?? 'None scheduled'}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {action('portal', 'Open billing portal')}
        {action('paymentMethod', 'Update payment method')}
        {view.canRenew ? action('renew', 'Renew subscription', 'primary') : null}
        {view.canCancel ? action('cancel', 'Cancel subscription', 'danger') : null}
      </div>
      <p className={styles.muted}>
        <Link to="/pricing">Compare plans</Link> to upgrade, downgrade or switch the billing period.
      </p>
    </section>
  );
};
