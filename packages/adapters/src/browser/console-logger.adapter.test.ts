import { describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from './console-logger.adapter.js';
import { SystemClock } from './system-clock.adapter.js';

describe('ConsoleLogger', () => {
  it('warns with the message, and with the context when there is one', () => {
    const warn = vi.fn();
    const logger = new ConsoleLogger({ warn });
    logger.warn('Workspace id claim missing; using the user workspace.');
    logger.warn('Refresh failed', { status: 401 });
    expect(warn.mock.calls).toEqual([
      ['Workspace id claim missing; using the user workspace.'],
      ['Refresh failed', { status: 401 }],
    ]);
  });
});

describe('SystemClock', () => {
  it('answers the system time in Unix milliseconds', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    try {
      expect(new SystemClock().nowMs()).toBe(Date.UTC(2026, 0, 1));
    } finally {
      vi.useRealTimers();
    }
  });
});
