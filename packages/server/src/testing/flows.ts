import { expect } from 'vitest';
import type { ApiClient, Json } from './api-client.js';

/** A password that passes the product's rule. */
export const GOOD_PASSWORD = 'Tuned-voice-42!';

/** The oobCode of an /app/action link (or internalCode of a home link). */
export const codeOf = (link: string): string => {
  const params = new URL(link).searchParams;
  const code = params.get('oobCode') ?? params.get('internalCode');
  if (code === null) throw new Error(`No code in ${link}`);
  return code;
};

/** The newest mail to an address, asserting there is one. */
export const latestMail = async (api: ApiClient, to: string): Promise<Json> => {
  const answer = await api.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  expect(answer.body.mails.length).toBeGreaterThan(0);
  return answer.body.mails[0];
};

export const mailCount = async (api: ApiClient, to: string): Promise<number> =>
  (await api.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`)).body.mails.length;

/** Signs up and answers the session. */
export const signUp = async (api: ApiClient, email: string, password: string = GOOD_PASSWORD): Promise<Json> => {
  const answer = await api.post('/v1/auth/sign-up', { email, password });
  expect(answer.status).toBe(201);
  return answer.body;
};

/** Signs up, verifies the address through the mailbox and signs in again: a session with email_verified. */
export const signUpVerified = async (api: ApiClient, email: string): Promise<Json> => {
  await signUp(api, email);
  expect((await api.post('/v1/user/send-verification-email', { email })).status).toBe(200);
  const code = codeOf((await latestMail(api, email)).link);
  expect((await api.post('/v1/auth/action/verify-email', { action_code: code })).status).toBe(200);
  const answer = await api.post('/v1/auth/sign-in', { email, password: GOOD_PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Asks for a password-reset mail and answers its code. */
export const resetCode = async (api: ApiClient, email: string): Promise<string> => {
  expect((await api.post('/v1/user/send-password-reset-email', { email })).status).toBe(200);
  return codeOf((await latestMail(api, email)).link);
};
