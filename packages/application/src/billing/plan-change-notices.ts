import {
  downgradeCanceledMessage, downgradeScheduledMessage, subscriptionCanceledMessage, subscriptionRenewedMessage, tierDisplayName,
  upgradedMessage, type DirectSubscriptionCall, type PlanChangeType, type PlanChoice, type PlanTier,
} from '@cadence/domain';

/**
 * The confirmation of a plan change made on the plan screen: what changes and when. The plan screen knows the
 * plan but not the period's end date (the subscription page shows it), so changes at the period's end say so.
 */
export const planChangeConfirmation = (changeType: PlanChangeType, plan: PlanChoice): string => {
  const name = tierDisplayName(plan.tier);
  switch (changeType) {
    case 'upgrade':
      return upgradedMessage(name);
    case 'downgrade':
      return downgradeScheduledMessage(name, null, null);
    case 'cancel':
      // A cancellation's plan is the current one (the card of the plan the subscription has).
      return subscriptionCanceledMessage(name, null);
  }
};

/** The confirmation of a direct provider call: a renewal (of the pressed card's plan, the current one) or a dropped downgrade. */
export const providerCallConfirmation = (call: DirectSubscriptionCall, tier: PlanTier): string =>
  call === 'renewSubscription' ? subscriptionRenewedMessage(tierDisplayName(tier), null) : downgradeCanceledMessage(null);
