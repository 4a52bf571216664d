import { Rejected, Unavailable, type CommonError } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type OperatorFunction } from 'rxjs';
import { INVALID_RESPONSE_STATUS_TEXT, NETWORK_ERROR_STATUS_TEXT, type HttpError } from './http-error.js';

/**
 * One row of an adapter's error table: the server's code (`detail.status`) or an HTTP status, and the port error
 * it becomes, built from the server's message (null when it sent none).
 */
export type ErrorRow<Err> =
  | { readonly code: string; readonly to: (message: string | null) => Err }
  | { readonly status: number | '5xx'; readonly to: (message: string | null) => Err };

/** Whether a row's status names this failure (`'5xx'`: any failure of the server's own, network failures aside). */
const statusMatches = (status: number | '5xx', error: HttpError): boolean =>
  status === '5xx' ? error.status >= 500 && error.statusText !== NETWORK_ERROR_STATUS_TEXT : status === error.status;

/** An adapter's mapping from HTTP failures onto its port's error union. */
export type ErrorTable<Err> = (error: HttpError) => Err | CommonError;

const serverMessage = (error: HttpError): string | null => (error.message.trim() === '' ? null : error.message);

/**
 * Builds an error table: the first row naming the server's code wins, then the first naming the HTTP status (or
 * `'5xx'`).
 * Anything else is Unavailable when the network failed, the server failed (5xx) or the answer could not be read
 * (the spec: no server message at 500 and above), and Rejected with the server's message for any other 4xx.
 */
export const errorTable =
  <Err>(rows: readonly ErrorRow<Err>[]): ErrorTable<Err> =>
  (error) => {
    const byCode = rows.find((row) => 'code' in row && row.code === error.statusText);
    if (byCode !== undefined) return byCode.to(serverMessage(error));
    const row = rows.find((candidate) => 'status' in candidate && statusMatches(candidate.status, error));
    // A '5xx' row stands for the server failing on its side: the spec shows no server message at 500 and above.
    if (row !== undefined) return row.to('status' in row && row.status === '5xx' ? null : serverMessage(error));
    if (error.statusText === INVALID_RESPONSE_STATUS_TEXT && error.status < 500) return Unavailable(serverMessage(error));
    if (error.statusText === NETWORK_ERROR_STATUS_TEXT || error.status >= 500 || error.status < 400) return Unavailable();
    return Rejected(serverMessage(error));
  };

/** Maps the Left of each answer through the adapter's table. */
export const withErrors = <Err, A>(table: ErrorTable<Err>): OperatorFunction<E.Either<HttpError, A>, E.Either<Err | CommonError, A>> =>
  map(E.mapLeft(table));
