// Integration: the sharing and API-key adapters against the real reference server, started as a child process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './api-client.js';
import { right, left, demoAccessToken } from './api-results.test-support.js';
import { HttpApiKeysApi } from './http-api-keys-api.adapter.js';
import { HttpSharingApi } from './http-sharing-api.adapter.js';
import { RENDERS, startReferenceServer, STARTUP_TIMEOUT_MS, WARM_UP_TIMEOUT_MS, warmSpeech, type ReferenceServer } from './reference-server-process.test-support.js';

const APP_ORIGIN = 'http://localhost:5173';

let server: ReferenceServer | undefined;
let token: string | null = null;
let client: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer(APP_ORIGIN);
  await warmSpeech(server.baseUrl);
  client = createApiClient({ baseUrl: server.baseUrl, accessToken: () => token });
  token = await demoAccessToken(client);
}, STARTUP_TIMEOUT_MS + WARM_UP_TIMEOUT_MS + 5_000);

afterAll(async () => {
  await server?.stop();
});

/** Generates a short text-to-speech item and answers its history id. */
const generateItem = async (text: string): Promise<string> => {
  const { data } = await client.GET('/v1/voices');
  const voiceId = data?.voices[0]?.voice_id;
  if (voiceId === undefined) throw new Error('no voice');
  const { response } = await client.POST('/v1/text-to-speech/{voice_id}', {
    params: { path: { voice_id: voiceId } },
    body: { text, model_id: 'eleven_multilingual_v2' },
    parseAs: 'arrayBuffer',
  });
  const id = response.headers.get('history-item-id');
  if (id === null) throw new Error(`no history-item-id (${response.status})`);
  return id;
};

describe('the sharing adapters against the reference server', RENDERS, () => {
  it('loads the feature flags', async () => {
    expect(await right(new HttpSharingApi(client).featureFlags())).toContain('tts-video-generation');
  });

  it('shares an item: its link, the public name, and the public page without a token', async () => {
    const sharing = new HttpSharingApi(client);
    const id = await generateItem('Shared from the adapter test.');
    const link = await right(sharing.shareLink(id));
    expect(link.shareLink.startsWith(`${APP_ORIGIN}/share/`)).toBe(true);
    await right(sharing.updatePublicName('Demo Person'));
    expect((await right(sharing.shareLink(id))).publicUserName).toBe('Demo Person');
    expect(await left(sharing.updatePublicName('   '))).toMatchObject({ _tag: 'Rejected' });

    const shareId = link.shareLink.split('/').at(-1) ?? '';
    const anonymous = new HttpSharingApi(createApiClient({ baseUrl: server?.baseUrl ?? '', accessToken: () => null }));
    const shared = await right(anonymous.sharedItem(shareId));
    expect(shared).toMatchObject({ shareId, text: 'Shared from the adapter test.', publicUserName: 'Demo Person' });
    expect((await fetch(shared.audioUrl)).status).toBe(200);
    expect(await left(anonymous.sharedItem('no-such-share-id-0000'))).toMatchObject({ _tag: 'NotFound' });
  });

  it('renders a preview and a video, reports progress, and fetches the video', async () => {
    const sharing = new HttpSharingApi(client);
    const id = await generateItem('Hi [laughs] there.');
    const options = { theme: 'dark', stripV3Tags: true } as const;
    const preview = await right(sharing.videoPreview(id, options));
    expect([...preview.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const videoUrl = await right(sharing.generateVideo(id, options));
    expect(await right(sharing.videoProgress(id, options))).toEqual({ state: 'done', progress: 1 });
    const video = await right(sharing.fetchVideo(videoUrl));
    expect(new TextDecoder().decode(video.slice(4, 8))).toBe('ftyp');
  }, 120_000);

  it('creates, lists and revokes an API key', async () => {
    const apiKeys = new HttpApiKeysApi(client);
    const created = await right(apiKeys.create('Adapter test'));
    expect(created.secret.length).toBeGreaterThan(8);
    const listed = await right(apiKeys.list());
    expect(listed.find((key) => key.keyId === created.keyId)).toMatchObject({ name: 'Adapter test', hint: created.secret.slice(-4) });
    await right(apiKeys.revoke(created.keyId));
    expect((await right(apiKeys.list())).some((key) => key.keyId === created.keyId)).toBe(false);
    expect(await left(apiKeys.revoke(created.keyId))).toMatchObject({ _tag: 'NotFound' });
  });
});
