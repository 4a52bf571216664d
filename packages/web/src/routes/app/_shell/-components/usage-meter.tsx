import type { UsageView } from '@cadence/application';
import { formatCount, UNLIMITED } from '@cadence/domain';
import * as styles from './billing-page.css';
import * as meter from './usage-meter.css';

/** A count as the domain shows counts (K and M), or Unlimited for the unlimited marker -1. */
export const countOrUnlimited = (count: number): string => (count === UNLIMITED ? 'Unlimited' : formatCount(count));

const Fact = ({ term, value }: { readonly term: string; readonly value: string }) => (
  <div className={styles.fact}>
    <dt className={styles.term}>{term}</dt>
    <dd className={styles.value}>{value}</dd>
  </div>
);

/** How far the period's use has gone, as a bar; none when the limit is unlimited. */
const ProgressBar = ({ used, limit }: { readonly used: number; readonly limit: number }) => {
  const shown = Math.min(used, limit);
  const percent = limit > 0 ? (shown / limit) * 100 : 100;
  return (
    <div
      className={meter.track}
      role="progressbar"
      aria-label="Characters used"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={shown}
      aria-valuetext={`${formatCount(used)} of ${formatCount(limit)}`}
    >
      <div className={meter.fill} style={{ width: `${String(percent)}%` }} />
    </div>
  );
};

/** Characters used against the limit this billing period, what is left, and when the count resets. */
export const UsageMeter = ({ view }: { readonly view: UsageView }) => {
  const unlimited = view.limit === UNLIMITED;
  return (
    <section className={styles.card} aria-labelledby="usage-characters">
      <h2 id="usage-characters" className={styles.cardTitle}>
        Characters this billing period
      </h2>
      <p className={styles.big}>
        {formatCount(view.used)} / {countOrUnlimited(view.limit)}
      </p>
      {unlimited ? null : <ProgressBar used={view.used} limit={view.limit} />}
      <dl className={styles.facts}>
        <Fact term="Used" value={formatCount(view.used)} />
        <Fact term="Limit" value={countOrUnlimited(view.limit)} />
        <Fact term="Remaining" value={countOrUnlimited(view.remaining)} />
        {view.resetsOn === null ? null : <Fact term="Resets on" value={view.resetsOn} />}
      </dl>
    </section>
  );
};
