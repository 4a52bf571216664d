import { describe, expect, it } from 'vitest';
import { apiKey } from './testing/api-keys-fakes.js';
import { apiKeysReducer, apiKeysView, INITIAL_API_KEYS, type ApiKeysEvent } from './api-keys.reducer.js';

const run = (...events: ApiKeysEvent[]) => events.reduce(apiKeysReducer, INITIAL_API_KEYS);
const listed: ApiKeysEvent = { type: 'listLoaded', keys: [apiKey('k1'), apiKey('k2', { name: 'Deploy' })] };

describe('API keys reducer', () => {
  it('loads, lists, and empties the list while it loads again or when it fails', () => {
    expect(run().status).toBe('loading');
    expect(run(listed)).toMatchObject({ status: 'ready', keys: [{ keyId: 'k1' }, { keyId: 'k2' }] });
    expect(run(listed, { type: 'listStarted' })).toMatchObject({ status: 'loading', keys: [] });
    expect(run(listed, { type: 'listFailed' })).toMatchObject({ status: 'failed', keys: [] });
  });

  it('shows a created secret until dismissed', () => {
    expect(run({ type: 'keyCreated', name: 'CI', secret: 'sk_1' }).created).toEqual({ name: 'CI', secret: 'sk_1' });
    expect(run({ type: 'keyCreated', name: 'CI', secret: 'sk_1' }, { type: 'dismissSecret' }).created).toBeNull();
  });

  it('asks before revoking, and stops asking when cancelled or answered', () => {
    expect(apiKeysView(run(listed, { type: 'askRevoke', keyId: 'k2' }), 0).revoking).toMatchObject({ keyId: 'k2', name: 'Deploy', hint: '\u2026abcd' });
    expect(run(listed, { type: 'askRevoke', keyId: 'k2' }, { type: 'cancelRevoke' }).revokingId).toBeNull();
    expect(run(listed, { type: 'askRevoke', keyId: 'k2' }, { type: 'revokeAnswered' }).revokingId).toBeNull();
  });

  it('is busy between a call starting and ending; other intents leave the state as it is', () => {
    expect(run({ type: 'callStarted' }).busy).toBe(true);
    expect(run({ type: 'callStarted' }, { type: 'callEnded' }).busy).toBe(false);
    const state = run(listed);
    for (const event of [{ type: 'reload' }, { type: 'create', name: 'x' }, { type: 'copySecret' }, { type: 'confirmRevoke' }] as const) {
      expect(apiKeysReducer(state, event)).toBe(state);
    }
  });

  it('formats each row’s hint and creation date at the given offset', () => {
    expect(apiKeysView(run(listed), 0).keys[0]).toEqual({ keyId: 'k1', name: 'CI', hint: '\u2026abcd', created: '09/21/2026' });
  });
});
