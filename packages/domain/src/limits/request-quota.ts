import { UNLIMITED } from '../plans/index.js';
import { remainingCharacters, type CharacterUsage } from './remaining-characters.js';

/** A request's cost against the plan's characters, and what the plan has left before it is sent. */
export interface RequestQuota {
  /** The characters the request costs. */
  readonly cost: number;
  /** Characters left this period before the request: -1 (UNLIMITED) when the tier has no limit. */
  readonly remaining: number;
  /** The plan's character limit: -1 (UNLIMITED) when the tier has none. */
  readonly limit: number;
  /** The request costs more than is left: the service would refuse it. */
  readonly exceeded: boolean;
}

/**
 * What a request of `cost` characters does to the plan's quota: it exceeds it when it costs more than the characters
 * left (never on a tier without a limit); a request that costs exactly what is left is allowed.
 */
export const requestQuota = (usage: CharacterUsage, cost: number): RequestQuota => {
  const remaining = remainingCharacters(usage);
  const unlimited = remaining === UNLIMITED;
  return { cost, remaining, limit: unlimited ? UNLIMITED : usage.characterLimit, exceeded: !unlimited && cost > remaining };
};

/** No character is left this period (never on a tier without a limit): any request, however short, is refused. */
export const isQuotaUsedUp = (usage: CharacterUsage): boolean => remainingCharacters(usage) === 0;
