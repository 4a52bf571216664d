import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { BooleanFromString, NonEmptyString, parseSearch, rawQueryDecoder, searchDecoder, stringifySearch } from './search-params';

describe('search parameters', () => {
  it('keeps every value as the string in the address', () => {
    expect(parseSearch('?newUser=true&internalCode=0042&redirect=%2Fapp%2Fhome')).toEqual({
      newUser: 'true',
      internalCode: '0042',
      redirect: '/app/home',
    });
    expect(stringifySearch({ redirect: '/app/home?x=1', n: 2, skip: undefined, obj: { a: 1 } })).toBe(
      '?redirect=%2Fapp%2Fhome%3Fx%3D1&n=2',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('decodes each parameter on its own and drops the ones that do not decode', () => {
    const decode = searchDecoder({ newUser: BooleanFromString, internalCode: NonEmptyString, count: t.string });
    expect(decode({ newUser: 'true', internalCode: 'abc', other: 'x' })).toEqual({ newUser: true, internalCode: 'abc' });
    expect(decode({ newUser: 'yes', internalCode: '' })).toEqual({ newUser: undefined, internalCode: undefined });
  });

  it('accepts what it decoded before (the router validates built locations again)', () => {
    const decode = searchDecoder({ newUser: BooleanFromString, internalCode: NonEmptyString });
    const once = decode({ newUser: 'false', internalCode: 'abc' });
    expect(decode(once)).toEqual(once);
  });

  it('keeps only string values for the account-action query', () => {
    expect(rawQueryDecoder({ mode: 'verifyEmail', oobCode: 'c', bad: 3 })).toEqual({ mode: 'verifyEmail', oobCode: 'c' });
  });
});
