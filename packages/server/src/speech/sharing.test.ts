import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { generateTts } from '../testing/speech-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

useWarmEngines();

describe.each(testBackends())('share links and public names on $name', RENDERS, (backend) => {
  const t = useTestApp(backend, { apiOrigin: 'https://api.cadence.test' });

  it('makes one unguessable share link per item on the web origin, and serves the shared item without sign-in', async () => {
    const { access_token } = await signUp(t.api, 'ada.lovelace@example.com');
    const id = await generateTts(t.app, access_token, 'Shared words.');
    const first = await t.api.get(`/v1/history/${id}/share-link`, access_token);
    expect(first.status).toBe(200);
    expect(first.body.share_link).toMatch(/^http:\/\/localhost:5173\/share\/[A-Za-z0-9_-]{24}$/);
    expect(first.body.public_user_name).toBe('ada.lovelace');
    expect((await t.api.get(`/v1/history/${id}/share-link`, access_token)).body.share_link).toBe(first.body.share_link);
    const shareId = String(first.body.share_link).split('/').at(-1) ?? '';
    expect((await t.api.get(`/v1/history/${id}`, access_token)).body.share_link_id).toBe(shareId);

    const shared = await t.api.get(`/v1/shared/${shareId}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({
      share_id: shareId, text: 'Shared words.', voice_name: 'Charlotte', public_user_name: 'ada.lovelace', date_unix: expect.any(Number),
      audio_url: `https://api.cadence.test/v1/shared/${shareId}/audio`,
    });
    const audio = await t.app.request(`/v1/shared/${shareId}/audio`);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(500);
  }, 30_000);

  it('uses the chosen public name (trimmed), refuses a blank one, and prefers the first name over the e-mail', async () => {
    const { access_token, user_id } = await signUp(t.api, 'grace@example.com');
    const id = await generateTts(t.app, access_token, 'Hi.');
    await t.db.query("UPDATE users SET first_name = 'Grace' WHERE user_id = $1", [user_id]);
    expect((await t.api.get(`/v1/history/${id}/share-link`, access_token)).body.public_user_name).toBe('Grace');
    expect((await t.api.post('/v1/user/update-public-user-name', { public_user_name: '  Admiral Hopper ' }, access_token)).body).toEqual({ status: 'ok' });
    const link = await t.api.get(`/v1/history/${id}/share-link`, access_token);
    expect(link.body.public_user_name).toBe('Admiral Hopper');
    const shareId = String(link.body.share_link).split('/').at(-1) ?? '';
    expect((await t.api.get(`/v1/shared/${shareId}`)).body.public_user_name).toBe('Admiral Hopper');
    const blank = await t.api.post('/v1/user/update-public-user-name', { public_user_name: '   ' }, access_token);
    expect(blank.status).toBe(422);
    expect(blank.body.detail.message).toBe('The public name cannot be empty.');
  }, 30_000);

  it('answers 404 for unknown share ids, unknown or foreign items, and once the item is deleted', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Soon gone.');
    const other = await signUp(t.api, 'other@example.com');
    expect((await t.api.get(`/v1/history/${id}/share-link`, other.access_token)).status).toBe(404);
    expect((await t.api.get('/v1/history/missing-item/share-link', access_token)).status).toBe(404);
    const unknown = await t.api.get('/v1/shared/no-such-share-id');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.status).toBe('shared_item_not_found');
    const shareId = String((await t.api.get(`/v1/history/${id}/share-link`, access_token)).body.share_link).split('/').at(-1) ?? '';
    await t.api.call('DELETE', `/v1/history/${id}`, { token: access_token });
    expect((await t.api.get(`/v1/shared/${shareId}`)).status).toBe(404);
    expect((await t.app.request(`/v1/shared/${shareId}/audio`)).status).toBe(404);
  }, 30_000);
});

describe.each(testBackends())('feature flags on $name', (backend) => {
  const t = useTestApp(backend, { featureFlags: ['tts-video-generation', 'beta'] });

  it('answers the configured flags to signed-in callers only', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    expect((await t.api.get('/v1/user/feature-flags', access_token)).body).toEqual({ flags: ['tts-video-generation', 'beta'] });
    expect((await t.api.get('/v1/user/feature-flags')).status).toBe(401);
  }, 30_000);
});
