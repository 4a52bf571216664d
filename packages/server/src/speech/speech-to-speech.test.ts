import { describe, expect, it } from 'vitest';
import { decodeAudio } from './audio-decoding.js';
import { runFfmpeg } from './ffmpeg.js';
import { conversionOf } from './voice-conversion.js';
import { DEFAULT_VOICE_SETTINGS } from '@cadence/domain';
import { signUp } from '../testing/flows.js';
import { TEST_VOICE, toneWav } from '../testing/speech-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

const form = (audio: Uint8Array | null, fields: Readonly<Record<string, string>> = {}, type = 'audio/wav'): FormData => {
  const body = new FormData();
  if (audio !== null) body.append('audio', new Blob([new Uint8Array(audio)], { type }), 'recording.wav');
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const detailOf = async (response: Response): Promise<{ status: string; message: string }> =>
  ((await response.json()) as { detail: { status: string; message: string } }).detail;

/** A tone's frequency from its upward zero crossings. */
const frequencyOf = (samples: Int16Array, rate: number): number => {
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) if ((samples[i - 1] ?? 0) < 0 && (samples[i] ?? 0) >= 0) crossings += 1;
  return crossings / (samples.length / rate);
};

describe('the voice conversion', () => {
  it('shifts female voices up and male voices down from a neutral pitch, and takes the tempo from speed', () => {
    const female = conversionOf({ engineVoice: 'en-gb', gender: 'female' }, DEFAULT_VOICE_SETTINGS);
    const male = conversionOf({ engineVoice: 'en-gb', gender: 'male' }, { ...DEFAULT_VOICE_SETTINGS, speed: 1.2 });
    expect(female.pitch).toBeGreaterThan(1);
    expect(male.pitch).toBeLessThan(1);
    expect(male.tempo).toBe(1.2);
    const styled = conversionOf({ engineVoice: 'en-gb', gender: 'male' }, { ...DEFAULT_VOICE_SETTINGS, style: 1 });
    expect(styled.pitch).toBeGreaterThan(male.pitch);
  });
});

useWarmEngines();

describe.each(testBackends())('speech to speech on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  const convert = (token: string, body: FormData | string, path = '', contentType?: string): Promise<Response> =>
    Promise.resolve(t.app.request(`/v1/speech-to-speech/${TEST_VOICE}${path}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, ...(contentType === undefined ? {} : { 'content-type': contentType }) }, body,
    }));

  it('re-voices a WAV recording, charges 1 character per 0.1 s and files an STS item without text', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const response = await convert(access_token, form(toneWav(2), { voice_settings: JSON.stringify({ speed: 1 }) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('character-cost')).toBe('20');
    const mp3 = new Uint8Array(await response.arrayBuffer());
    const decoded = await decodeAudio(mp3, 16000);
    expect(decoded.samples.length / 16000).toBeGreaterThan(1.7);
    expect(decoded.samples.length / 16000).toBeLessThan(2.3);
    // Charlotte is a female voice a little above the neutral pitch: the 220 Hz tone comes back about 4.7 % higher.
    expect(frequencyOf(decoded.samples.subarray(4000, 24000), 16000)).toBeGreaterThan(226);
    expect(frequencyOf(decoded.samples.subarray(4000, 24000), 16000)).toBeLessThan(236);
    const id = response.headers.get('history-item-id') ?? '';
    expect((await t.api.get(`/v1/history/${id}`, access_token)).body).toMatchObject({
      source: 'STS', text: null, voice_id: TEST_VOICE, voice_name: 'Charlotte', model_id: 'eleven_english_sts_v2', character_count_change_to: 20,
    });
    expect((await t.api.get('/v1/history?source=STS', access_token)).body.history).toHaveLength(1);
  }, 30_000);

  it('streams MP3 input back as WAV in the asked output format, its speed from voice_settings', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const mp3 = await runFfmpeg(['-f', 'wav', '-i', 'pipe:0', '-f', 'mp3', 'pipe:1'], toneWav(2));
    const response = await convert(access_token, form(mp3, { voice_settings: '{"speed": 2}' }, 'audio/mpeg'), '/stream?output_format=wav_16000');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const wav = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    // Twice as fast: about one second of 16 kHz 16-bit audio instead of two.
    const seconds = (wav.length - 44) / 32000;
    expect(seconds).toBeGreaterThan(0.7);
    expect(seconds).toBeLessThan(1.3);
  }, 30_000);

  it('refuses what is not a WAV or MP3 recording, empty files, a missing file and JSON bodies', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const text = await convert(access_token, form(new TextEncoder().encode('just some text, not audio')));
    expect(text.status).toBe(400);
    expect((await detailOf(text))).toEqual({ status: 'invalid_audio', message: 'The audio must be a WAV or MP3 recording.' });
    const empty = await convert(access_token, form(new Uint8Array(0)));
    expect((await detailOf(empty))).toEqual({ status: 'invalid_audio', message: 'The audio file is empty.' });
    const broken = await convert(access_token, form(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEbroken')));
    expect(broken.status).toBe(400);
    expect((await detailOf(broken)).message).toMatch(/could not be decoded/);
    const missing = await convert(access_token, form(null, { model_id: 'eleven_english_sts_v2' }));
    expect(missing.status).toBe(400);
    expect((await detailOf(missing)).message).toBe('Attach the recording as the multipart field "audio".');
    const json = await convert(access_token, '{"audio": "x"}', '', 'application/json');
    expect(json.status).toBe(415);
    expect((await detailOf(json)).message).toBe('Send the request body as multipart/form-data.');
    const settings = await convert(access_token, form(toneWav(0.5), { voice_settings: 'not json' }));
    expect(settings.status).toBe(400);
    expect((await t.api.get('/v1/history', access_token)).body.history).toEqual([]);
  }, 30_000);

  it('refuses recordings over 30 MB with 400, and answers 404 for an unknown voice', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const huge = new Uint8Array(30 * 1024 * 1024 + 1);
    huge.set(toneWav(0.1).subarray(0, 44));
    const tooBig = await convert(access_token, form(huge));
    expect(tooBig.status).toBe(400);
    expect((await detailOf(tooBig))).toEqual({ status: 'invalid_audio', message: 'The audio file is larger than 30 MB.' });
    const unknown = await t.app.request('/v1/speech-to-speech/nobody', { method: 'POST', headers: { authorization: `Bearer ${access_token}` }, body: form(toneWav(0.5)) });
    expect(unknown.status).toBe(404);
    expect((await detailOf(unknown)).status).toBe('voice_not_found');
  }, 30_000);
});
