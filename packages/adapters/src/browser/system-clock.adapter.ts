import type { Clock } from '@cadence/application';

/** Clock on the system time. */
export class SystemClock implements Clock {
  nowMs(): number {
    return Date.now();
  }
}
