import type { SessionTokens } from '@cadence/application';
import * as t from 'io-ts';

/** The session as kept in browser storage; extra properties are dropped on decode. */
export const StoredSessionCodec = t.exact(
  t.type({
    accessToken: t.string,
    refreshToken: t.string,
    expiresAtMs: t.number,
    userId: t.string,
    email: t.string,
    emailVerified: t.boolean,
    workspaceIdClaim: t.union([t.string, t.null]),
  }),
);

// The stored shape is exactly the application's SessionTokens (checked by the compiler both ways).
const _sameShape: [
  SessionTokens extends t.TypeOf<typeof StoredSessionCodec> ? true : never,
  t.TypeOf<typeof StoredSessionCodec> extends SessionTokens ? true : never,
] = [true, true];
