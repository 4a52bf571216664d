import { FeedbackAlreadyReviewed, NotFound, Rejected, SessionExpired, Unavailable } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, networkError } from './http-error.js';
import { FEEDBACK_ERRORS, HttpFeedbackApi } from './http-feedback-api.adapter.js';

const client = (fetch: (request: Request) => Promise<Response>) => createApiClient({ baseUrl: 'https://api.test', accessToken: () => 't', fetch });

const requestAt = (requests: readonly Request[], index: number): Request => {
  const request = requests[index];
  if (request === undefined) throw new Error(`no request ${String(index)}`);
  return request;
};

describe('HttpFeedbackApi', () => {
  const submission = { thumbs_up: false, feedback: '', emotions: true, inaccurate_clone: false, glitches: false, audio_quality: false, other: false };

  it('posts the feedback and answers it as stored', async () => {
    const fake = fakeFetch({ status: 200, body: { ...submission, review_status: 'not_reviewed' } });
    const result = await firstValueFrom(new HttpFeedbackApi(client(fake.fetch)).submit('h1', submission));
    expect(result).toEqual(E.right({ ...submission, review_status: 'not_reviewed' }));
    expect(requestAt(fake.requests, 0).url).toBe('https://api.test/v1/history/h1/feedback');
    expect(await fake.jsonBody(0)).toEqual(submission);
  });

  it('answers feedback reviewed meanwhile as FeedbackAlreadyReviewed, with the server detail', async () => {
    const fake = fakeFetch({ status: 409, body: { detail: { status: 'feedback_already_reviewed', message: 'Reviewed.' } } });
    const result = await firstValueFrom(new HttpFeedbackApi(client(fake.fetch)).submit('h1', submission));
    expect(result).toEqual(E.left(FeedbackAlreadyReviewed('Reviewed.')));
  });
});

describe('FEEDBACK_ERRORS', () => {
  const failure = (status: number, code: string, message: string) => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it('maps each failure of the feedback endpoint onto the port’s union', () => {
    expect(FEEDBACK_ERRORS(failure(409, 'feedback_already_reviewed', 'Reviewed.'))).toEqual(FeedbackAlreadyReviewed('Reviewed.'));
    expect(FEEDBACK_ERRORS(failure(404, 'history_item_not_found', 'A history item with this id was not found.'))).toEqual(NotFound('A history item with this id was not found.'));
    expect(FEEDBACK_ERRORS(failure(401, 'unauthorized', 'Sign in to continue.'))).toEqual(SessionExpired('Sign in to continue.'));
    expect(FEEDBACK_ERRORS(failure(422, 'feedback_too_short', 'Please write at least 20 characters.'))).toEqual(Rejected('Please write at least 20 characters.'));
    expect(FEEDBACK_ERRORS(failure(503, 'internal_error', 'Boom'))).toEqual(Unavailable());
    expect(FEEDBACK_ERRORS(networkError())).toEqual(Unavailable());
  });
});
