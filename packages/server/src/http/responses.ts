import type { Context } from 'hono';
import { failureBody, failureStatus, type Failure, type FailureCode } from './failure.js';

/** Headers some failures carry: throttled clients may retry once the 15-minute window has passed. */
const FAILURE_HEADERS: Partial<Record<FailureCode, Readonly<Record<string, string>>>> = {
  too_many_attempts: { 'retry-after': String(15 * 60) },
};

/** Answers a failure in the one error shape, with optional headers. */
export const sendFailure = (c: Context, failure: Failure, headers: Readonly<Record<string, string>> = {}): Response =>
  new Response(JSON.stringify(failureBody(failure)), {
    status: failureStatus(failure),
    headers: { 'content-type': 'application/json; charset=UTF-8', ...FAILURE_HEADERS[failure.failure], ...headers },
  });

/** Answers JSON with a status. */
export const sendJson = (json: unknown, status: number, headers: Readonly<Record<string, string>> = {}): Response =>
  new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json; charset=UTF-8', ...headers } });
