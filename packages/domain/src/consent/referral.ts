/** A referral record lasts this many days. */
export const REFERRAL_LIFETIME_DAYS = 90;

const DAY_MS = 86_400_000;

/** A referral kept in the browser: the referral value and when it expires (Unix milliseconds). */
export interface ReferralRecord {
  readonly value: string;
  readonly expiresTimestamp: number;
}

/** A referral record written now, expiring 90 days later. */
export const createReferralRecord = (value: string, nowUnixMs: number): ReferralRecord => ({
  value,
  expiresTimestamp: nowUnixMs + REFERRAL_LIFETIME_DAYS * DAY_MS,
});

/** True while the referral record has not expired (it expires at its timestamp). */
export const isReferralActive = (record: ReferralRecord, nowUnixMs: number): boolean =>
  nowUnixMs < record.expiresTimestamp;
