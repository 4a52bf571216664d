/** Once the e-mail is verified, the access token is refreshed this often: 300000 ms, five minutes. */
export const TOKEN_REFRESH_INTERVAL_MS = 300_000;

/** A sign-out is applied only after this delay, and cancelled if a user appears again within it. */
export const SIGN_OUT_DEBOUNCE_MS = 1_000;

/** True when the session refreshes its access token on the interval: only once the e-mail is verified. */
export const refreshesTokenPeriodically = (emailVerified: boolean): boolean => emailVerified;
