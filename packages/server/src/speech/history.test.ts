import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

const VOICE = 'cadence-en-gb-female-1';

useWarmEngines();

describe.each(testBackends())('speech history on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  const generate = async (token: string, text: string, path = ''): Promise<string> => {
    const response = await t.app.request(`/v1/text-to-speech/${VOICE}${path}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('history-item-id') ?? '';
  };

  it('stores every generation, streamed ones when the stream completes, under the history-item-id header', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const first = await generate(access_token, 'Hello there.');
    const streamed = await generate(access_token, 'Streamed words.', '/stream');
    const item = await t.api.get(`/v1/history/${first}`, access_token);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({
      history_item_id: first, voice_id: VOICE, voice_category: 'premade', model_id: 'eleven_multilingual_v2', text: 'Hello there.',
      character_count_change_from: 0, character_count_change_to: 12, content_type: 'audio/mpeg', state: 'created', source: 'TTS',
      feedback: null, share_link_id: null,
    });
    expect(item.body.settings).toMatchObject({ stability: 0.5 });
    const page = await t.api.get('/v1/history', access_token);
    expect(page.body.history.map((entry: { history_item_id: string }) => entry.history_item_id).sort()).toEqual([first, streamed].sort());
    expect(page.body.has_more).toBe(false);
    const audio = await t.app.request(`/v1/history/${streamed}/audio`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('pages with start_after_history_item_id and filters by search and voice', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const ids: string[] = [];
    for (const text of ['Alpha.', 'Beta.', 'Gamma.']) {
      ids.push(await generate(access_token, text));
      t.clock.advance(1000);
    }
    const first = await t.api.get('/v1/history?page_size=2', access_token);
    expect(first.body.history.map((entry: { text: string }) => entry.text)).toEqual(['Gamma.', 'Beta.']);
    expect(first.body).toMatchObject({ has_more: true, last_history_item_id: ids[1] });
    const second = await t.api.get(`/v1/history?page_size=2&start_after_history_item_id=${ids[1]}`, access_token);
    expect(second.body.history.map((entry: { text: string }) => entry.text)).toEqual(['Alpha.']);
    expect(second.body.has_more).toBe(false);
    expect((await t.api.get('/v1/history?search=bet', access_token)).body.history.length).toBe(1);
    expect((await t.api.get('/v1/history?voice_id=someone-else', access_token)).body.history).toEqual([]);
    const other = await signUp(t.api, 'other@example.com');
    expect((await t.api.get('/v1/history', other.access_token)).body.history).toEqual([]);
    expect((await t.api.get(`/v1/history/${ids[0]}`, other.access_token)).status).toBe(404);
  });

  it('downloads one item as its audio and several as a zip, and deletes', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const a = await generate(access_token, 'One.');
    const b = await generate(access_token, 'Two.');
    const download = (ids: readonly string[]) => t.app.request('/v1/history/download', {
      method: 'POST', headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ history_item_ids: ids }),
    });
    const one = await download([a]);
    expect(one.headers.get('content-type')).toBe('audio/mpeg');
    const zip = await download([a, b]);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort()).toEqual([`${a}.mp3`, `${b}.mp3`].sort());
    expect((await download([a, 'missing'])).status).toBe(404);
    expect((await t.api.call('DELETE', `/v1/history/${a}`, { token: access_token })).body).toEqual({ status: 'ok' });
    expect((await t.api.get(`/v1/history/${a}`, access_token)).status).toBe(404);
    expect((await t.api.call('DELETE', `/v1/history/${a}`, { token: access_token })).status).toBe(404);
  });
});
