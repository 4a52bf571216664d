import * as O from 'fp-ts/lib/Option.js';

/** The workspace's inactivity timeout in milliseconds, or none when it sets no positive timeout (in seconds). */
export const inactivityTimeoutMs = (timeoutSeconds: number | null): O.Option<number> =>
  timeoutSeconds !== null && Number.isFinite(timeoutSeconds) && timeoutSeconds > 0
    ? O.some(timeoutSeconds * 1000)
    : O.none;

/** What the inactivity check needs; times are Unix milliseconds. */
export interface InactivityCheck {
  readonly timeoutSeconds: number | null;
  readonly lastActivityUnixMs: number;
  readonly nowUnixMs: number;
}

/** True when the session has ended: a timeout is set and at least that long has passed since the last activity. */
export const isSessionExpired = (check: InactivityCheck): boolean =>
  O.exists((timeoutMs: number) => check.nowUnixMs - check.lastActivityUnixMs >= timeoutMs)(
    inactivityTimeoutMs(check.timeoutSeconds),
  );
