import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

const VOICE = 'cadence-en-gb-female-1';

useWarmEngines();

describe.each(testBackends())('text to speech on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  it('answers MP3 with the history-item-id and character-cost headers, and charges the characters', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const response = await t.app.request(`/v1/text-to-speech/${VOICE}`, {
      method: 'POST', headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hello there. How are you?' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('character-cost')).toBe('25');
    expect(response.headers.get('history-item-id')).toMatch(/^[0-9a-f]{20}$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    const [row] = await t.db.query<{ character_count: number }>('SELECT character_count FROM workspaces');
    expect(row?.character_count).toBe(25);
  });

  it('streams newline-delimited JSON chunks with character alignment', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const response = await t.app.request(`/v1/text-to-speech/${VOICE}/stream/with-timestamps?output_format=wav_22050`, {
      method: 'POST', headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'One. Two. Three.' }),
    });
    const lines = (await response.text()).split('\n').filter((line) => line !== '');
    const chunks = lines.map((line) => JSON.parse(line) as { audio_base64: string; alignment: { characters: string[] } });
    expect(chunks.length).toBe(3);
    expect(chunks.flatMap((chunk) => chunk.alignment.characters).join('')).toBe('One. Two. Three.');
    expect(Buffer.from(chunks[0]?.audio_base64 ?? '', 'base64').subarray(0, 4).toString()).toBe('RIFF');
  });

  it('answers 401 quota_exceeded over the quota and 404 for an unknown voice', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    await t.db.query('UPDATE workspaces SET character_count = character_limit - 3');
    const over = await t.api.post(`/v1/text-to-speech/${VOICE}`, { text: 'Too long' }, access_token);
    expect(over.status).toBe(401);
    expect(over.body.detail.status).toBe('quota_exceeded');
    const unknown = await t.api.post('/v1/text-to-speech/nobody', { text: 'Hi' }, access_token);
    expect(unknown.body.detail.status).toBe('voice_not_found');
  });
});
