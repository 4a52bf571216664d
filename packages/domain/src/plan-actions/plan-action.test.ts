import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { PLAN_ACTIONS, parsePlanAction } from './plan-action.js';
import { NO_CASE_SELECTED_MESSAGE, assertNever, noCaseSelected } from './exhaustive-switch.js';

describe('plan action values', () => {
  it('are the seven the spec names', () => {
    expect([...PLAN_ACTIONS].sort()).toEqual(
      ['cancelDowngrade', 'renewSubscription', 'none', 'cancelSubscription', 'create', 'downgrade', 'upgrade'].sort(),
    );
  });

  it('parse every known action', () => {
    for (const a of PLAN_ACTIONS) expect(parsePlanAction(a)).toEqual(E.right(a));
  });

  it('fail on an unknown action with "No case selected in switch-statement"', () => {
    expect(parsePlanAction('delete')).toEqual(E.left('No case selected in switch-statement'));
    expect(parsePlanAction(undefined)).toEqual(E.left('No case selected in switch-statement'));
    expect(parsePlanAction(3)).toEqual(E.left('No case selected in switch-statement'));
  });
});

describe('exhaustive switch helpers', () => {
  it('assertNever throws "No case selected in switch-statement"', () => {
    expect(() => assertNever('surprise' as never)).toThrow(new Error('No case selected in switch-statement'));
  });

  it('noCaseSelected returns the same message as a Left', () => {
    expect(noCaseSelected('surprise' as never)).toEqual(E.left(NO_CASE_SELECTED_MESSAGE));
    expect(NO_CASE_SELECTED_MESSAGE).toBe('No case selected in switch-statement');
  });
});
