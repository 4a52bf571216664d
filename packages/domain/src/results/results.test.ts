import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { parseTier } from '../tiers/index.js';
import { toCents } from '../plans/index.js';
import { fromNullable, isLeft, isNone, isRight, isSome, left, none, right, some, toNullable, toResult } from './results.js';

describe('results helpers', () => {
  it('read the domain results as the plain tagged objects they are', () => {
    expect(toNullable(parseTier('pro'))).toBe('pro');
    expect(toNullable(parseTier('gold'))).toBeNull();
    expect(toResult(toCents(250))).toEqual({ ok: true, value: 250 });
    expect(toResult(toCents(-1))).toEqual({ ok: false, error: 'cents_not_a_non_negative_safe_integer' });
  });

  it('agree with fp-ts on guards and constructors', () => {
    expect(left('no')).toEqual(E.left('no'));
    expect(right(1)).toEqual(E.right(1));
    expect(some(1)).toEqual(O.some(1));
    expect(none).toEqual(O.none);
    expect(fromNullable(null)).toEqual(O.none);
    expect(fromNullable(0)).toEqual(O.some(0));
    expect([isLeft(left('x')), isRight(left('x')), isSome(none), isNone(none)]).toEqual([true, false, false, true]);
  });
});
