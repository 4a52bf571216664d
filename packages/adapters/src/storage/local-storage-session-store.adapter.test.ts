// @vitest-environment jsdom
import type { SessionTokens } from '@cadence/application';
import * as O from 'fp-ts/lib/Option.js';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store.adapter.js';
import { LocalStorageSessionStore, SESSION_STORAGE_KEY } from './local-storage-session-store.adapter.js';

const tokens: SessionTokens = {
  accessToken: 'a.b.c',
  refreshToken: 'r_1',
  expiresAtMs: 1_767_225_600_000,
  userId: 'u_1',
  email: 'ada@example.com',
  emailVerified: true,
  workspaceIdClaim: null,
};

const store = () => new LocalStorageSessionStore(new LocalStorageKeyValueStore());

describe('LocalStorageSessionStore', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the session as JSON under xi:session and loads it back', () => {
    store().save(tokens);
    expect(JSON.parse(window.localStorage.getItem('xi:session') ?? 'null')).toEqual(tokens);
    expect(store().load()).toEqual(O.some(tokens));
  });

  it('answers none when nothing is stored', () => {
    expect(store().load()).toEqual(O.none);
  });

  it.each([
    ['not JSON', '{"accessToken":'],
    ['JSON of the wrong shape', JSON.stringify({ ...tokens, expiresAtMs: 'tomorrow' })],
    ['a session missing a field', JSON.stringify({ ...tokens, refreshToken: undefined })],
    ['a JSON string', JSON.stringify('a.b.c')],
  ])('treats a stored value that is %s as none and removes it', (_, raw) => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(store().load()).toEqual(O.none);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('drops unknown properties of a stored session', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...tokens, password: 'oops' }));
    expect(store().load()).toEqual(O.some(tokens));
  });

  it('clears the session', () => {
    store().save(tokens);
    store().clear();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
