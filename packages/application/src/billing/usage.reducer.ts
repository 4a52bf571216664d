import * as E from 'fp-ts/lib/Either.js';
import {
  canExtendCharacterLimit, characterLimitRefusal, extensionCeilingOf, hasNoCharacterLimit, remainingCharacters, UNLIMITED,
  type CharacterLimitRefusal,
} from '@cadence/domain';
import type { BillingResult, SubscriptionDetails } from './billing-api.port.js';
import type { UsageView } from './billing.types.js';
import { formatUnixDate } from './subscription-view.js';

/** What happens to the usage page: its intents and the answers of its calls. */
export type UsageEvent =
  | { readonly type: 'reloadRequested' }
  | { readonly type: 'loaded'; readonly load: number; readonly result: BillingResult<SubscriptionDetails> }
  | { readonly type: 'extendRequested'; readonly newLimit: number }
  | { readonly type: 'extended'; readonly succeeded: boolean };

export interface UsageState {
  /** The last answer of the subscription, null until the first one. */
  readonly details: BillingResult<SubscriptionDetails> | null;
  /** The latest load asked for; an answer to an older one is ignored. */
  readonly load: number;
  /** The limit being sent while an extension runs. */
  readonly extending: number | null;
}

export const INITIAL_USAGE: UsageState = { details: null, load: 0, extending: null };

const LOADING: UsageView = { status: 'loading', used: 0, limit: 0, remaining: 0, resetsOn: null, extensionCeiling: null, extending: false };

/** The usage page as drawn; the reset date at the given UTC offset. */
export const usageView = (state: UsageState, utcOffsetMinutes: number): UsageView => {
  const base = { ...LOADING, extending: state.extending !== null };
  if (state.details === null) return base;
  if (E.isLeft(state.details)) return { ...base, status: 'failed' };
  const d = state.details.right;
  const { tier, status } = d.subscription;
  const unlimited = hasNoCharacterLimit(tier);
  const extendable = !unlimited && canExtendCharacterLimit({ canExtendCharacterLimit: d.canExtendCharacterLimit, status, tier });
  return {
    ...base,
    status: 'ready',
    used: d.characterCount,
    limit: unlimited ? UNLIMITED : d.characterLimit,
    remaining: remainingCharacters({ tier, characterLimit: d.characterLimit, characterCount: d.characterCount }),
    resetsOn: formatUnixDate(d.nextCharacterCountResetUnix, utcOffsetMinutes),
    extensionCeiling: extendable ? extensionCeilingOf(tier, d.characterLimit) : null,
  };
};

/**
 * Why the new limit cannot be sent (not a whole number, not above the current limit, above the domain's ceiling), or
 * null when it can; null too when the limit cannot be extended at all (the page offers no extension then).
 */
export const extensionRefusal = (state: UsageState, newLimit: number): CharacterLimitRefusal | null => {
  // The ceiling does not depend on the UTC offset the dates are shown at.
  const view = usageView(state, 0);
  return view.extensionCeiling === null ? null : characterLimitRefusal(newLimit, view.limit, view.extensionCeiling);
};

const isWithinExtension = (state: UsageState, newLimit: number): boolean =>
  usageView(state, 0).extensionCeiling !== null && extensionRefusal(state, newLimit) === null;

/**
 * The usage page's reducer: a reload asks for a new load (the last answer stays shown meanwhile); an extension
 * outside (limit, ceiling], or while another runs, is not sent (the use-case says why: extensionRefusal); a sent one
 * reloads the usage when it succeeded.
 */
export const reduceUsage = (state: UsageState, event: UsageEvent): UsageState => {
  switch (event.type) {
    case 'reloadRequested':
      return { ...state, load: state.load + 1 };
    case 'loaded':
      return event.load === state.load ? { ...state, details: event.result } : state;
    case 'extendRequested':
      return state.extending === null && isWithinExtension(state, event.newLimit) ? { ...state, extending: event.newLimit } : state;
    case 'extended':
      return { ...state, extending: null, load: event.succeeded ? state.load + 1 : state.load };
  }
};
