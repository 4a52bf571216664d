import * as E from 'fp-ts/lib/Either.js';
import { NotFound, RateLimited, type PortError } from '@cadence/application';
import { of, lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { errorTable, withErrors } from './error-table.js';
import { httpErrorFromBody, invalidResponse, networkError } from './http-error.js';

const Expired = (message: string | null): PortError<'CouponExpired'> => ({ _tag: 'CouponExpired', message });
const table = errorTable<PortError<'CouponExpired'> | NotFound | RateLimited>([
  { code: 'coupon_expired', to: Expired },
  { status: 404, to: NotFound },
  { status: 429, to: RateLimited },
]);
const failure = (status: number, code: string, message: string) => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

describe('errorTable', () => {
  it('maps the server code first, then the HTTP status, keeping the server message', () => {
    expect(table(failure(400, 'coupon_expired', 'Coupon expired'))).toEqual({ _tag: 'CouponExpired', message: 'Coupon expired' });
    expect(table(failure(404, 'not_found', 'Nothing here'))).toEqual({ _tag: 'NotFound', message: 'Nothing here' });
    expect(table(failure(429, 'too_many_attempts', 'Slow down'))).toEqual({ _tag: 'RateLimited', message: 'Slow down' });
  });

  it('answers Rejected with the message for another 4xx, and a blank message as none', () => {
    expect(table(failure(409, 'conflict', 'Already done'))).toEqual({ _tag: 'Rejected', message: 'Already done' });
    expect(table(failure(400, 'bad', '  '))).toEqual({ _tag: 'Rejected', message: null });
  });

  it('answers Unavailable without the server text for 5xx and network failures, with the unreadable-answer text otherwise', () => {
    expect(table(failure(503, 'internal_error', 'Boom'))).toEqual({ _tag: 'Unavailable', message: null });
    expect(table(networkError())).toEqual({ _tag: 'Unavailable', message: null });
    expect(table(invalidResponse(200))).toEqual({ _tag: 'Unavailable', message: invalidResponse(200).message });
  });

  it("maps any server failure with a '5xx' row, without the server's words, and leaves network failures to Unavailable", () => {
    const Failed = (message: string | null): PortError<'ServerFailed'> => ({ _tag: 'ServerFailed', message });
    const withServer = errorTable<PortError<'ServerFailed'>>([{ status: '5xx', to: Failed }]);
    expect(withServer(failure(507, 'internal_error', 'Disk full'))).toEqual({ _tag: 'ServerFailed', message: null });
    expect(withServer(failure(500, 'internal_error', 'Boom'))).toEqual({ _tag: 'ServerFailed', message: null });
    expect(withServer(networkError())).toEqual({ _tag: 'Unavailable', message: null });
    expect(withServer(failure(404, 'not_found', 'Gone'))).toEqual({ _tag: 'Rejected', message: 'Gone' });
  });

  it('maps only the Left of an answer', async () => {
    expect(await lastValueFrom(of(E.right(1)).pipe(withErrors(table)))).toEqual(E.right(1));
    expect(await lastValueFrom(of(E.left(failure(404, 'x', 'gone'))).pipe(withErrors(table)))).toEqual(E.left(NotFound('gone')));
  });
});
