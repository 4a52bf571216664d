import { describe, expect, it } from 'vitest';
import { BUILTIN_VOICES } from './builtin-voices/builtin-voices.js';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

const VOICE = 'cadence-en-gb-female-1';

useWarmEngines();

describe.each(testBackends())('voices on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  it('lists the built-in catalogue as premade voices with labels and a preview that plays', async () => {
    const { access_token } = await signUp(t.api, 'listener@example.com');
    const all = await t.api.get('/v1/voices', access_token);
    expect(all.body.voices.length).toBe(BUILTIN_VOICES.length);
    const voice = all.body.voices.find((entry: { voice_id: string }) => entry.voice_id === VOICE);
    expect(voice).toMatchObject({ name: 'Charlotte', category: 'premade', labels: { accent: 'british', gender: 'female', language: 'en' } });
    const previewPath = new URL(String(voice.preview_url)).pathname;
    const preview = await t.app.request(previewPath);
    expect(preview.headers.get('content-type')).toBe('audio/mpeg');
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await t.api.get('/v1/voices/nobody', access_token)).body.detail.status).toBe('voice_not_found');
  });

  it('pages /v2/voices with next_page_token, filters and counts', async () => {
    const { access_token } = await signUp(t.api, 'listener@example.com');
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page = await t.api.get(`/v2/voices?page_size=3&sort=name${token === null ? '' : `&next_page_token=${token}`}`, access_token);
      expect(page.body.total_count).toBe(BUILTIN_VOICES.length);
      seen.push(...page.body.voices.map((voice: { name: string }) => voice.name));
      token = page.body.has_more === true ? String(page.body.next_page_token) : null;
    } while (token !== null);
    expect(seen).toEqual(BUILTIN_VOICES.map((voice) => voice.name).sort((a, b) => a.localeCompare(b)));
    expect((await t.api.get('/v2/voices?search=charlotte', access_token)).body.voices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([VOICE]);
    expect((await t.api.get('/v2/voices?category=cloned', access_token)).body).toMatchObject({ voices: [], has_more: false, total_count: 0 });
    expect((await t.api.get('/v2/voices?voice_type=personal', access_token)).body.voices).toEqual([]);
  });

  it('keeps voice settings per workspace', async () => {
    const { access_token } = await signUp(t.api, 'listener@example.com');
    expect((await t.api.get(`/v1/voices/${VOICE}/settings`, access_token)).body).toMatchObject({ stability: 0.5, speed: 1 });
    expect((await t.api.post(`/v1/voices/${VOICE}/settings/edit`, { stability: 0.2, speed: 1.1 }, access_token)).body).toEqual({ status: 'ok' });
    expect((await t.api.get(`/v1/voices/${VOICE}/settings`, access_token)).body).toMatchObject({ stability: 0.2, speed: 1.1, similarity_boost: 0.75 });
    expect((await t.api.get(`/v1/voices/${VOICE}`, access_token)).body.settings).toMatchObject({ stability: 0.2 });
    const other = await signUp(t.api, 'other@example.com');
    expect((await t.api.get(`/v1/voices/${VOICE}/settings`, other.access_token)).body).toMatchObject({ stability: 0.5 });
    const made = await t.app.request(`/v1/text-to-speech/${VOICE}`, {
      method: 'POST', headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Saved settings.', voice_settings: { style: 0.3 } }),
    });
    await made.arrayBuffer();
    const item = await t.api.get(`/v1/history/${made.headers.get('history-item-id') ?? ''}`, access_token);
    expect(item.body.settings).toMatchObject({ stability: 0.2, speed: 1.1, style: 0.3 });
  });
});
