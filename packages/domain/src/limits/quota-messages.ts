import { groupThousands, UNLIMITED } from '../plans/index.js';

// What the generate pages say about the plan's characters. The spec's rule is "Quota text shows used or remaining
// characters"; the pages show the remaining ones beside the request's cost. Figures are exact, with thousands
// separators (a request of 1,100 characters against 1,050 left must not read "1.1K" against "1K").

const characters = (count: number): string => `${groupThousands(count)} ${count === 1 ? 'character' : 'characters'}`;

/** The plan's side of the quota text: "75,000 of 100,000 characters remaining", or that the plan has no limit. */
export const remainingQuotaText = (remaining: number, limit: number): string =>
  remaining === UNLIMITED ? 'No character limit on your plan' : `${groupThousands(remaining)} of ${characters(limit)} remaining`;

/**
 * The quota text under the text: the request's cost, then what the plan has left ("152 characters · 75,000 of
 * 100,000 characters remaining"); the cost alone while the plan's usage is not known.
 */
export const requestQuotaText = (cost: number, plan: { readonly remaining: number; readonly limit: number } | null): string =>
  plan === null ? characters(cost) : `${characters(cost)} · ${remainingQuotaText(plan.remaining, plan.limit)}`;

/** The warning shown before a request that costs more than the plan has left (Generate stays disabled). */
export const quotaExceededWarning = (cost: number, remaining: number): string =>
  remaining === 0
    ? `Your plan has no characters left this period; this request needs ${characters(cost)}.`
    : `This request needs ${characters(cost)}, but your plan has only ${characters(remaining)} left this period.`;

/** The warning on the speech-to-speech page when nothing is left (a conversion costs by the recording's length). */
export const QUOTA_USED_UP_MESSAGE = 'Your plan has no characters left this period.';

/** The link beside a quota warning, to the plans (the pricing screen), where a bigger plan is chosen. */
export const QUOTA_UPGRADE_LINK_LABEL = 'Upgrade your plan';
