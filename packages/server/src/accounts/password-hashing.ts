import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const derive = (password: string, salt: Buffer, params: ScryptOptions = PARAMS): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: PARAMS.maxmem }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });

const MAX_COST = 1 << 20;

/** The cost parameters written in a stored hash, or null when they are missing or out of range. */
const storedParams = (n: string, r: string, p: string): ScryptOptions | null => {
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const valid = [N, R, P].every(Number.isSafeInteger) && N > 1 && N <= MAX_COST && R >= 1 && R <= 32 && P >= 1 && P <= 16;
  return valid ? { N, r: R, p: P } : null;
};

/** A scrypt hash with a random salt, stored as scrypt$<N>$<r>$<p>$<salt>$<key> (base64). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
};

/** True when the password matches the stored hash (compared in constant time). */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n = '', r = '', p = '', saltText, keyText] = stored.split('$');
  const params = storedParams(n, r, p);
  if (scheme !== 'scrypt' || params === null || saltText === undefined || keyText === undefined) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** A hash no password matches, verified against when the e-mail is unknown so both paths take as long. */
export const UNUSABLE_PASSWORD_HASH = `scrypt$16384$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
