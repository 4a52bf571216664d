// @vitest-environment jsdom
import * as O from 'fp-ts/lib/Option.js';
import { afterEach, describe, expect, it } from 'vitest';
import { InviteCodeStore } from './invite-code-store.js';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store.adapter.js';

const store = () => new InviteCodeStore(new LocalStorageKeyValueStore());

describe('InviteCodeStore', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the code under xi:inviteCode and clears it once read', () => {
    store().save('inv_123');
    expect(window.localStorage.getItem('xi:inviteCode')).toBe('inv_123');
    expect(store().take()).toEqual(O.some('inv_123'));
    expect(window.localStorage.getItem('xi:inviteCode')).toBeNull();
    expect(store().take()).toEqual(O.none);
  });

  it('does not keep a blank code, and reads a blank stored value as none while clearing it', () => {
    store().save('   ');
    expect(window.localStorage.getItem('xi:inviteCode')).toBeNull();
    window.localStorage.setItem('xi:inviteCode', ' ');
    expect(store().take()).toEqual(O.none);
    expect(window.localStorage.getItem('xi:inviteCode')).toBeNull();
  });
});
