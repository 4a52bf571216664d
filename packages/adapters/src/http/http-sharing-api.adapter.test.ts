import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type CannedAnswer } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, invalidResponse, networkError } from './http-error.js';
import { HttpSharingApi, RENDER_ERRORS, SHARING_ERRORS } from './http-sharing-api.adapter.js';

const apiWith = (fetch: (request: Request) => Promise<Response>) =>
  new HttpSharingApi(createApiClient({ baseUrl: 'http://api.test', accessToken: () => 'token', fetch }));

const setup = (...answers: readonly (CannedAnswer | Error)[]) => {
  const server = fakeFetch(...answers);
  return { server, api: apiWith(server.fetch), url: (index = 0) => new URL(server.requests[index]?.url ?? 'http://x/') };
};

const binary = (response: Response) => {
  const requests: Request[] = [];
  return { api: apiWith((request) => { requests.push(request); return Promise.resolve(response); }), requests };
};

const options = { theme: 'dark', stripV3Tags: true } as const;

describe('HttpSharingApi', () => {
  it('loads a share link with the bearer token', async () => {
    const { api, server, url } = setup({ status: 200, body: { share_link: 'https://app.test/share/abc', public_user_name: 'Ada' } });
    expect(await firstValueFrom(api.shareLink('h1'))).toEqual(E.right({ shareLink: 'https://app.test/share/abc', publicUserName: 'Ada' }));
    expect(url().pathname).toBe('/v1/history/h1/share-link');
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer token');
  });

  it('refuses a share link that is not an absolute URL', async () => {
    const { api } = setup({ status: 200, body: { share_link: 'javascript:alert(1)', public_user_name: 'Ada' } });
    expect(E.isLeft(await firstValueFrom(api.shareLink('h1')))).toBe(true);
  });

  it('keeps the server’s message on failure', async () => {
    const { api } = setup({ status: 404, body: { detail: { status: 'history_item_not_found', message: 'Not found' } } });
    expect(await firstValueFrom(api.shareLink('nope'))).toEqual(E.left({ _tag: 'NotFound', message: 'Not found' }));
  });

  it('sends the public name', async () => {
    const { api, server } = setup({ status: 200, body: { status: 'ok' } });
    expect(await firstValueFrom(api.updatePublicName('Ada'))).toEqual(E.right(undefined));
    expect(await server.jsonBody(0)).toEqual({ public_user_name: 'Ada' });
  });

  it('reads the feature flags', async () => {
    const { api } = setup({ status: 200, body: { flags: ['tts-video-generation'] } });
    expect(await firstValueFrom(api.featureFlags())).toEqual(E.right(['tts-video-generation']));
  });

  it('generates a video with the theme and strip flag in the query, and reads progress', async () => {
    const { api, url } = setup(
      { status: 200, body: { video_url: 'http://api.test/v1/videos/abcdefghijklmnop.mp4' } },
      { status: 200, body: { state: 'rendering', progress: 0.5 } },
    );
    expect(await firstValueFrom(api.generateVideo('h1', options))).toEqual(E.right('http://api.test/v1/videos/abcdefghijklmnop.mp4'));
    expect(url(0).pathname).toBe('/v1/history/h1/video');
    expect(url(0).searchParams.get('theme')).toBe('dark');
    expect(url(0).searchParams.get('strip_v3_tags')).toBe('true');
    expect(await firstValueFrom(api.videoProgress('h1', options))).toEqual(E.right({ state: 'rendering', progress: 0.5 }));
    expect(url(1).pathname).toBe('/v1/history/h1/video/progress');
  });

  it('refuses an unknown progress state', async () => {
    const { api } = setup({ status: 200, body: { state: 'paused', progress: 0.5 } });
    expect(E.isLeft(await firstValueFrom(api.videoProgress('h1', options)))).toBe(true);
  });

  it('answers the preview as bytes', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { api, requests } = binary(new Response(png, { status: 200, headers: { 'content-type': 'image/png' } }));
    expect(await firstValueFrom(api.videoPreview('h1', options))).toEqual(E.right(png));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v1/history/h1/video/preview');
  });

  it('fetches a video by the file name of its URL', async () => {
    const { api, requests } = binary(new Response(new Uint8Array([1, 2]), { status: 200, headers: { 'content-type': 'video/mp4' } }));
    expect(await firstValueFrom(api.fetchVideo('http://api.test/v1/videos/abcdefghijklmnop.mp4'))).toEqual(E.right(new Uint8Array([1, 2])));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v1/videos/abcdefghijklmnop.mp4');
    expect(await firstValueFrom(api.fetchVideo('not a url'))).toEqual(E.left({ _tag: 'Unavailable', message: null }));
  });

  it('loads a shared item without needing its fields renamed by the caller', async () => {
    const body = { share_id: 's1', text: 'Hi', voice_name: 'Rachel', public_user_name: 'Ada', date_unix: 5, audio_url: 'http://api.test/v1/shared/s1/audio' };
    const { api } = setup({ status: 200, body });
    expect(await firstValueFrom(api.sharedItem('s1'))).toEqual(
      E.right({ shareId: 's1', text: 'Hi', voiceName: 'Rachel', publicUserName: 'Ada', dateUnix: 5, audioUrl: 'http://api.test/v1/shared/s1/audio' }),
    );
  });
});

describe('SHARING_ERRORS and RENDER_ERRORS', () => {
  const failure = (status: number, code: string, message: string) => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it.each([
    ['an unknown history item', failure(404, 'history_item_not_found', 'Gone.'), { _tag: 'NotFound', message: 'Gone.' }],
    ['an unknown shared item', failure(404, 'shared_item_not_found', 'Not shared.'), { _tag: 'NotFound', message: 'Not shared.' }],
    ['a missing video', failure(404, 'not_found', 'Nothing here.'), { _tag: 'NotFound', message: 'Nothing here.' }],
    ['a video of speech to speech', failure(400, 'video_only_for_text_to_speech', 'TTS only.'), { _tag: 'TextToSpeechOnly', message: 'TTS only.' }],
    ['a session that is over', failure(401, 'unauthorized', 'Sign in.'), { _tag: 'SessionExpired', message: 'Sign in.' }],
    ['a refused public name', failure(422, 'invalid_request', 'Empty name.'), { _tag: 'Rejected', message: 'Empty name.' }],
    ['a server failure, without its text', failure(500, 'internal_error', 'Boom'), { _tag: 'Unavailable', message: null }],
    ['a network failure', networkError(), { _tag: 'Unavailable', message: null }],
  ])('SHARING_ERRORS maps %s', (_name, error, tagged) => {
    expect(SHARING_ERRORS(error)).toEqual(tagged);
  });

  it.each([
    ['a failed render, with its reason', failure(500, 'internal_error', 'The share video could not be rendered.'), { _tag: 'RenderFailed', message: 'The share video could not be rendered.' }],
    ['a network failure, with its reason', networkError(), { _tag: 'Unavailable', message: networkError().message }],
    ['an unreadable answer', invalidResponse(200), { _tag: 'Unavailable', message: invalidResponse(200).message }],
    ['a video of speech to speech', failure(400, 'video_only_for_text_to_speech', 'TTS only.'), { _tag: 'TextToSpeechOnly', message: 'TTS only.' }],
    ['an unknown history item', failure(404, 'history_item_not_found', 'Gone.'), { _tag: 'NotFound', message: 'Gone.' }],
  ])('RENDER_ERRORS maps %s', (_name, error, tagged) => {
    expect(RENDER_ERRORS(error)).toEqual(tagged);
  });

  it('answers a failed render in the port’s words', async () => {
    const { api } = setup({ status: 500, body: { detail: { status: 'internal_error', message: 'The share video could not be rendered.' } } });
    expect(await firstValueFrom(api.generateVideo('h1', options))).toEqual(
      E.left({ _tag: 'RenderFailed', message: 'The share video could not be rendered.' }),
    );
  });
});
