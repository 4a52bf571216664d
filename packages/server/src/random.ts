import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** A new unique id. */
export const newId = (): string => randomUUID();

/** An unguessable token (codes, refresh tokens): 32 random bytes, base64url. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random code of lower-case letters and digits (referral codes, public ids). */
export const newShortCode = (length: number): string =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)] ?? 'a').join('');

/** A random element of a non-empty list. */
export const pickOne = <T>(items: readonly [T, ...T[]]): T => items[randomInt(items.length)] ?? items[0];

/** SHA-256 of a high-entropy secret, hex: how tokens and codes are stored. */
export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');
