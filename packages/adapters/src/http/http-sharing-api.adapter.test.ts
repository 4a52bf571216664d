import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type CannedAnswer } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { HttpSharingApi } from './http-sharing-api.adapter.js';

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
    expect(await firstValueFrom(api.shareLink('nope'))).toMatchObject(E.left({ status: 404, message: 'Not found' }));
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
    expect(E.isLeft(await firstValueFrom(api.fetchVideo('not a url')))).toBe(true);
  });

  it('loads a shared item without needing its fields renamed by the caller', async () => {
    const body = { share_id: 's1', text: 'Hi', voice_name: 'Rachel', public_user_name: 'Ada', date_unix: 5, audio_url: 'http://api.test/v1/shared/s1/audio' };
    const { api } = setup({ status: 200, body });
    expect(await firstValueFrom(api.sharedItem('s1'))).toEqual(
      E.right({ shareId: 's1', text: 'Hi', voiceName: 'Rachel', publicUserName: 'Ada', dateUnix: 5, audioUrl: 'http://api.test/v1/shared/s1/audio' }),
    );
  });
});
