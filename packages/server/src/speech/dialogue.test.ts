import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { postJson } from '../testing/speech-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

const CHARLOTTE = 'cadence-en-gb-female-1';
const LIAM = 'cadence-en-ca-male-1';

useWarmEngines();

describe.each(testBackends())('text to dialogue on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  it('renders every line in its voice as one file, charges the sum of the lines, and keeps the lines in the history', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const inputs = [{ text: 'Hello Liam.', voice_id: CHARLOTTE }, { text: 'Hi Charlotte!', voice_id: LIAM }];
    const response = await postJson(t.app, '/v1/text-to-dialogue', access_token, { inputs });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('character-cost')).toBe('24');
    expect(response.headers.get('request-id')).not.toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const id = response.headers.get('history-item-id') ?? '';
    const item = await t.api.get(`/v1/history/${id}`, access_token);
    expect(item.body).toMatchObject({
      text: 'Hello Liam.\nHi Charlotte!', model_id: 'eleven_v3', source: 'TTS', voice_id: CHARLOTTE, voice_name: 'Charlotte, Liam',
      character_count_change_from: 0, character_count_change_to: 24, output_format: 'mp3_44100_128',
      dialogue: [{ text: 'Hello Liam.', voice_id: CHARLOTTE, voice_name: 'Charlotte' }, { text: 'Hi Charlotte!', voice_id: LIAM, voice_name: 'Liam' }],
    });
  }, 30_000);

  it('streams a WAV with an open-ended header and stores the item when the stream completes', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const inputs = [{ text: 'One.', voice_id: CHARLOTTE }, { text: 'Two.', voice_id: LIAM }];
    const response = await postJson(t.app, '/v1/text-to-dialogue/stream?output_format=wav_16000', access_token, { inputs });
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    // Two short words and the pause between them: well over half a second of 16 kHz 16-bit audio.
    expect(bytes.length).toBeGreaterThan(16000);
    const id = response.headers.get('history-item-id') ?? '';
    expect((await t.api.get(`/v1/history/${id}`, access_token)).body.dialogue).toHaveLength(2);
  }, 30_000);

  it('answers 422 beyond 3000 characters in all, 404 for an unknown voice, and 401 over the quota', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const long = Array.from({ length: 4 }, () => ({ text: 'x'.repeat(800), voice_id: CHARLOTTE }));
    const tooLong = await t.api.post('/v1/text-to-dialogue', { inputs: long }, access_token);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail.message).toBe('The dialogue has 3200 characters; at most 3000 are allowed over all its lines.');
    const tooMany = await t.api.post('/v1/text-to-dialogue', { inputs: Array.from({ length: 51 }, () => ({ text: 'Hi.', voice_id: CHARLOTTE })) }, access_token);
    expect(tooMany.status).toBe(422);
    const unknown = await t.api.post('/v1/text-to-dialogue', { inputs: [{ text: 'Hi.', voice_id: CHARLOTTE }, { text: 'Hi.', voice_id: 'nobody' }] }, access_token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toEqual({ status: 'voice_not_found', message: 'A voice with the voice_id nobody was not found.' });
    await t.db.query('UPDATE workspaces SET character_count = character_limit - 3');
    const over = await t.api.post('/v1/text-to-dialogue/stream', { inputs: [{ text: 'Four', voice_id: CHARLOTTE }] }, access_token);
    expect(over.status).toBe(401);
    expect(over.body.detail.status).toBe('quota_exceeded');
    expect((await t.api.get('/v1/history', access_token)).body.history).toEqual([]);
  }, 30_000);
});
