import * as E from 'fp-ts/lib/Either.js';

/** The message an exhaustive switch fails with when no case matches. */
export const NO_CASE_SELECTED_MESSAGE = 'No case selected in switch-statement';

/** The error value of an exhaustive switch that met a value outside its cases. */
export type NoCaseSelected = typeof NO_CASE_SELECTED_MESSAGE;

/**
 * The default branch of an exhaustive switch that throws: the spec says an unknown action throws
 * "No case selected in switch-statement"; use it only where a value already passed the type check.
 */
export const assertNever = (_value: never): never => {
  throw new Error(NO_CASE_SELECTED_MESSAGE);
};

/** The default branch of an exhaustive switch that returns the failure as a value instead of throwing. */
export const noCaseSelected = (_value: never): E.Either<NoCaseSelected, never> => E.left(NO_CASE_SELECTED_MESSAGE);
