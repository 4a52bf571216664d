import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { HttpFeedbackApi } from './http-feedback-api.adapter.js';

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

  it('answers 409 with the server detail', async () => {
    const fake = fakeFetch({ status: 409, body: { detail: { status: 'feedback_already_reviewed', message: 'Reviewed.' } } });
    const result = await firstValueFrom(new HttpFeedbackApi(client(fake.fetch)).submit('h1', submission));
    expect(result).toEqual(E.left({ status: 409, message: 'Reviewed.', statusText: 'feedback_already_reviewed' }));
  });
});
