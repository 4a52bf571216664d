import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type CannedAnswer } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, invalidResponse, networkError } from './http-error.js';
import { HISTORY_ERRORS, HttpHistoryApi } from './http-history-api.adapter.js';

const item = (overrides: Record<string, unknown> = {}) => ({
  history_item_id: 'h1',
  request_id: 'r1',
  voice_id: 'v1',
  model_id: 'eleven_multilingual_v2',
  voice_name: 'Rachel',
  voice_category: 'premade',
  text: 'Hello there',
  date_unix: 1_790_000_000,
  character_count_change_from: 100,
  character_count_change_to: 111,
  content_type: 'audio/mpeg',
  state: 'created',
  settings: null,
  feedback: null,
  share_link_id: null,
  source: 'TTS',
  dialogue: null,
  output_format: 'mp3_44100_128',
  ...overrides,
});

const apiWith = (fetch: (request: Request) => Promise<Response>) =>
  new HttpHistoryApi(createApiClient({ baseUrl: 'http://api.test', accessToken: () => 'token', fetch }));

const setup = (...answers: readonly (CannedAnswer | Error)[]) => {
  const server = fakeFetch(...answers);
  return { server, api: apiWith(server.fetch), url: (index = 0) => new URL(server.requests[index]?.url ?? 'http://x/') };
};

const binary = (response: Response) => {
  const requests: Request[] = [];
  const api = apiWith((request) => {
    requests.push(request);
    return Promise.resolve(response);
  });
  return { api, requests };
};

const query = { pageSize: 100, startAfterHistoryItemId: null, voiceId: null, search: null, source: null } as const;

describe('HttpHistoryApi: pages', () => {
  it('maps a page, the character cost and absent optional fields', async () => {
    const sparse = { history_item_id: 'h2', date_unix: 1, character_count_change_from: 0, character_count_change_to: 5, content_type: 'audio/wav', state: 'created' };
    const { api, url } = setup({ status: 200, body: { history: [item(), sparse], last_history_item_id: 'h2', has_more: true } });
    const result = await firstValueFrom(api.list(query));
    expect(result).toEqual(
      E.right({
        items: [
          {
            historyItemId: 'h1', text: 'Hello there', voiceId: 'v1', voiceName: 'Rachel', modelId: 'eleven_multilingual_v2',
            dateUnix: 1_790_000_000, characterCost: 11, contentType: 'audio/mpeg', source: 'TTS', dialogue: null, feedback: null,
          },
          {
            historyItemId: 'h2', text: null, voiceId: null, voiceName: null, modelId: null, dateUnix: 1, characterCost: 5,
            contentType: 'audio/wav', source: null, dialogue: null, feedback: null,
          },
        ],
        lastHistoryItemId: 'h2',
        hasMore: true,
      }),
    );
    expect(url().pathname).toBe('/v1/history');
    expect(url().search).toBe('?page_size=100');
  });

  it('sends the cursor, voice, search and source, and leaves empty ones out', async () => {
    const { api, url } = setup({ status: 200, body: { history: [], has_more: false } });
    const result = await firstValueFrom(
      api.list({ pageSize: 50, startAfterHistoryItemId: 'h9', voiceId: 'v2', search: 'hello world', source: 'STS' }),
    );
    expect(result).toEqual(E.right({ items: [], lastHistoryItemId: null, hasMore: false }));
    expect(Object.fromEntries(url().searchParams)).toEqual({
      page_size: '50', start_after_history_item_id: 'h9', voice_id: 'v2', search: 'hello world', source: 'STS',
    });
  });

  it('keeps dialogue lines and feedback', async () => {
    const feedback = { thumbs_up: false, feedback: '', emotions: true, inaccurate_clone: false, glitches: false, audio_quality: false, other: false, review_status: 'not_reviewed' };
    const dialogue = [{ text: 'Hi', voice_id: 'v1', voice_name: 'Rachel' }, { text: 'Yo', voice_id: 'v2' }];
    const { api } = setup({ status: 200, body: item({ dialogue, feedback }) });
    const result = await firstValueFrom(api.get('h1'));
    expect(result).toEqual(
      E.right(expect.objectContaining({ dialogue: [{ text: 'Hi', voice_id: 'v1' }, { text: 'Yo', voice_id: 'v2' }], feedback })),
    );
  });

  it.each([
    ['a missing id', item({ history_item_id: undefined })],
    ['a text that is a number', item({ text: 3 })],
    ['an unknown source', item({ source: 'SFX' })],
    ['a dialogue line without voice', item({ dialogue: [{ text: 'x' }] })],
  ])('refuses %s as an invalid response', async (_name, body) => {
    const { api } = setup({ status: 200, body: { history: [body], has_more: false } });
    expect(await firstValueFrom(api.list(query))).toEqual(E.left({ _tag: 'Unavailable', message: invalidResponse(200).message }));
  });

  it("answers an unknown item as NotFound with the server's message", async () => {
    const { api } = setup({ status: 404, body: { detail: { status: 'history_item_not_found', message: 'No such item.' } } });
    expect(await firstValueFrom(api.get('nope'))).toEqual(E.left({ _tag: 'NotFound', message: 'No such item.' }));
  });
});

describe('HttpHistoryApi: delete', () => {
  it('deletes by id', async () => {
    const { api, server, url } = setup({ status: 200, body: { status: 'ok' } });
    expect(await firstValueFrom(api.remove('h 1'))).toEqual(E.right(undefined));
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(url().pathname).toBe('/v1/history/h%201');
  });

  it('answers a network failure as an error value', async () => {
    const { api } = setup(new Error('offline'));
    expect(await firstValueFrom(api.remove('h1'))).toEqual(E.left({ _tag: 'Unavailable', message: null }));
  });
});

describe('HttpHistoryApi: download', () => {
  it('answers the bytes with their content type and sends ids and format', async () => {
    const { api, requests } = binary(new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/zip' } }));
    const result = await firstValueFrom(api.download(['h1', 'h2'], 'wav'));
    expect(result).toEqual(E.right({ contentType: 'application/zip', body: new Uint8Array([1, 2, 3]) }));
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v1/history/download');
    expect(await requests[0]?.json()).toEqual({ history_item_ids: ['h1', 'h2'], output_format: 'wav' });
  });

  it('asks for mp3 files when the format is zip', async () => {
    const { api, requests } = binary(new Response(new Uint8Array([1]), { headers: { 'content-type': 'application/zip' } }));
    await firstValueFrom(api.download(['h1', 'h2'], 'zip'));
    expect(await requests[0]?.json()).toEqual({ history_item_ids: ['h1', 'h2'], output_format: 'mp3' });
  });

  it('answers a null body when the server sent none', async () => {
    const { api } = binary(new Response(null, { status: 200, headers: { 'content-type': 'audio/mpeg' } }));
    expect(await firstValueFrom(api.download(['h1'], 'mp3'))).toEqual(E.right({ contentType: 'audio/mpeg', body: null }));
  });

  it('leaves an unexpected content type for the domain to refuse', async () => {
    const { api } = binary(new Response('<html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    expect(await firstValueFrom(api.download(['h1'], 'mp3'))).toEqual(
      E.right({ contentType: 'text/html; charset=utf-8', body: new TextEncoder().encode('<html>') }),
    );
  });

  it("answers the server's error for an unknown item", async () => {
    const body = JSON.stringify({ detail: { status: 'history_item_not_found', message: 'Not found.' } });
    const { api } = binary(new Response(body, { status: 404, headers: { 'content-type': 'application/json' } }));
    expect(await firstValueFrom(api.download(['zz'], 'mp3'))).toEqual(E.left({ _tag: 'NotFound', message: 'Not found.' }));
  });
});

describe('HISTORY_ERRORS', () => {
  const failure = (status: number, code: string, message: string) => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it.each([
    ['an unknown history item', failure(404, 'history_item_not_found', 'Gone.'), { _tag: 'NotFound', message: 'Gone.' }],
    ['any other 404', failure(404, 'not_found', 'Nothing here.'), { _tag: 'NotFound', message: 'Nothing here.' }],
    ['a session that is over', failure(401, 'unauthorized', 'Sign in.'), { _tag: 'SessionExpired', message: 'Sign in.' }],
    ['a refused request', failure(422, 'invalid_request', 'Bad page size.'), { _tag: 'Rejected', message: 'Bad page size.' }],
    ['a server failure, without its text', failure(500, 'internal_error', 'Boom'), { _tag: 'Unavailable', message: null }],
    ['a network failure', networkError(), { _tag: 'Unavailable', message: null }],
  ])('maps %s', (_name, error, tagged) => {
    expect(HISTORY_ERRORS(error)).toEqual(tagged);
  });
});
