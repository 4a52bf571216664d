import * as E from 'fp-ts/lib/Either.js';
import { NO_CASE_SELECTED_MESSAGE, type NoCaseSelected } from './exhaustive-switch.js';

/** Every action a plan card's button can take. */
export const PLAN_ACTIONS = [
  'cancelDowngrade',
  'renewSubscription',
  'none',
  'cancelSubscription',
  'create',
  'downgrade',
  'upgrade',
] as const;

/** What pressing a plan card's button does to the subscription. */
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** True when the value is a known plan action. */
export const isPlanAction = (value: unknown): value is PlanAction =>
  typeof value === 'string' && (PLAN_ACTIONS as readonly string[]).includes(value);

/** A plan action read from untrusted input; anything unknown fails with "No case selected in switch-statement". */
export const parsePlanAction = (value: unknown): E.Either<NoCaseSelected, PlanAction> =>
  isPlanAction(value) ? E.right(value) : E.left(NO_CASE_SELECTED_MESSAGE);
