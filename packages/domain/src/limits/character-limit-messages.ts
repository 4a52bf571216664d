import { groupThousands } from '../plans/index.js';

/**
 * What the usage page says about a character-limit extension (the spec gives the ceiling rule, not these texts; see
 * docs/domain-decisions.md). Figures are exact, with thousands separators: a ceiling is not rounded to "150K".
 */
const chars = (n: number): string => `${groupThousands(n)} characters`;

/** The extension succeeded: the new limit, until when it holds (the next reset, when known), and the ceiling. */
export const characterLimitExtendedMessage = (newLimit: number, ceiling: number, resetsOn: string | null): string =>
  `Your character limit is now ${chars(newLimit)}${resetsOn === null ? ' for this period' : ` until ${resetsOn}`}. `
  + `It can be extended up to ${chars(ceiling)}.`;

/** Why an extension was not sent: the new limit must be a whole number above the current limit, up to the ceiling. */
export type CharacterLimitRefusal =
  | { readonly _tag: 'aboveCeiling'; readonly newLimit: number; readonly ceiling: number }
  | { readonly _tag: 'notAboveCurrent'; readonly current: number; readonly ceiling: number }
  | { readonly _tag: 'notWholeNumber'; readonly ceiling: number };

/** The message for a refused extension, always naming the ceiling. */
export const characterLimitRefusalMessage = (refusal: CharacterLimitRefusal): string => {
  switch (refusal._tag) {
    case 'aboveCeiling':
      return `${groupThousands(refusal.newLimit)} is above the ceiling: your character limit can be extended up to ${chars(refusal.ceiling)}.`;
    case 'notAboveCurrent':
      return `Your limit is already ${chars(refusal.current)}: enter a higher limit, up to ${chars(refusal.ceiling)}.`;
    case 'notWholeNumber':
      return `Enter a whole number of characters, up to ${chars(refusal.ceiling)}.`;
  }
};

/** The service's reason when a limit above the ceiling reaches it. */
export const characterLimitAboveCeilingMessage = (ceiling: number): string =>
  `Your character limit can be extended up to ${chars(ceiling)}.`;

/**
 * Whether a new limit can be sent: a whole number above the current limit and at most the ceiling; else why not.
 * Null when it can be sent.
 */
export const characterLimitRefusal = (newLimit: number, current: number, ceiling: number): CharacterLimitRefusal | null =>
  !Number.isSafeInteger(newLimit)
    ? { _tag: 'notWholeNumber', ceiling }
    : newLimit > ceiling
      ? { _tag: 'aboveCeiling', newLimit, ceiling }
      : newLimit <= current
        ? { _tag: 'notAboveCurrent', current, ceiling }
        : null;
