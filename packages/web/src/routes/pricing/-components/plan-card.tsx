import type { PlanCardView } from '@cadence/application';
import type { SubscriptionCurrency } from '@cadence/domain';
import { useId } from 'react';
import { visuallyHidden } from '../../../styles/global.css';
import { Button } from '../../../ui/button/button';
import * as styles from './plan-card.css';

const CURRENCY_CODES: Readonly<Record<SubscriptionCurrency, string>> = { usd: 'USD', eur: 'EUR' };

const CheckIcon = () => (
  <svg className={styles.check} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

/** The price for the selected period; with a first-month offer, the struck regular price beside the offer price. */
const Price = ({ card }: { readonly card: PlanCardView }) => {
  const offer = card.firstMonthOffer;
  return (
    <div className={styles.priceBlock}>
      {offer === null ? null : <span className={styles.tag({ tone: 'offer' })}>{offer.badge}</span>}
      <p className={styles.priceLine}>
        {offer === null ? null : (
          <s className={styles.struck}>
            <span className={visuallyHidden}>Regular price </span>
            {offer.struckPrice}
          </s>
        )}
        <span className={styles.price}>{offer === null ? card.price : offer.price}</span>
        <span className={styles.period}>{card.period}</span>
        <span className={styles.currency}>{CURRENCY_CODES[card.currency]}</span>
      </p>
      {card.perMonthEquivalent === null ? null : (
        <p className={styles.equivalent}>{card.perMonthEquivalent} a month, billed yearly</p>
      )}
    </div>
  );
};

/** One plan card, drawn from the use-case's view: every text, price, badge and the button's state come from it. */
export interface PlanCardProps {
  readonly card: PlanCardView;
  readonly pressing: boolean;
  readonly onPress: () => void;
}

export const PlanCard = ({ card, pressing, onPress }: PlanCardProps) => {
  const titleId = useId();
  const { button } = card;
  return (
    <article className={styles.card({ recommended: card.recommended })} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {card.title}
          </h2>
          {card.recommended ? <span className={styles.tag({ tone: 'accent' })}>Recommended</span> : null}
        </div>
        <p className={styles.description}>{card.description}</p>
      </div>
      {button.badges.length === 0 ? null : (
        <ul className={styles.tags} aria-label="Pending changes">
          {button.badges.map((badge) => (
            <li key={badge} className={styles.tag({ tone: 'warning' })}>
              {badge}
            </li>
          ))}
        </ul>
      )}
      <Price card={card} />
      <Button fullWidth variant={card.recommended ? 'primary' : 'secondary'} disabled={!button.enabled} busy={pressing} onClick={onPress} aria-describedby={titleId}>
        {button.label}
      </Button>
      <ul className={styles.allowances} aria-label={`${card.title} allowances`}>
        <li>{card.credits}</li>
        {card.approximateAudio === null ? null : <li>{card.approximateAudio}</li>}
        <li>{card.conversationalAi}</li>
      </ul>
      <ul className={styles.features} aria-label={`${card.title} features`}>
        {card.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
};
