import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import type { Database } from '../db/database.port.js';
import { testConfig } from '../testing/test-app.js';
import { createTestClock } from '../testing/test-clock.js';

const brokenDatabase: Database = {
  query: () => Promise.reject(new Error('connection lost: secret detail')),
  exec: () => Promise.reject(new Error('connection lost: secret detail')),
  transaction: () => Promise.reject(new Error('connection lost: secret detail')),
  close: () => Promise.resolve(),
};

describe('an unexpected error', () => {
  it('answers 500 internal_error with a generic message and logs the error, never leaking it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await createApp({ db: brokenDatabase, config: testConfig(), clock: createTestClock() });
    const response = await app.request('/v1/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'Tuned-voice-42!' }),
    });
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ detail: { status: 'internal_error', message: 'Something went wrong, please try again later.' } });
    expect(text).not.toContain('secret detail');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
