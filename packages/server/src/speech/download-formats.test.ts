import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeAudio } from './audio-decoding.js';
import { signUp } from '../testing/flows.js';
import { generateTts, postJson } from '../testing/speech-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

const ascii = (bytes: Uint8Array, from: number, length: number): string => new TextDecoder().decode(bytes.subarray(from, from + length));
const isMp3 = (bytes: Uint8Array): boolean => ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);

useWarmEngines();

describe.each(testBackends())('history downloads in mp3 or wav on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  const download = async (token: string, body: unknown): Promise<{ response: Response; bytes: Uint8Array }> => {
    const response = await postJson(t.app, '/v1/history/download', token, body);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('converts an MP3 item to WAV of the same length, and answers MP3 unchanged by default', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Convert me, please.');
    const stored = new Uint8Array(await (await t.app.request(`/v1/history/${id}/audio`, { headers: { authorization: `Bearer ${access_token}` } })).arrayBuffer());
    const mp3 = await download(access_token, { history_item_ids: [id] });
    expect(mp3.response.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3.bytes).toEqual(stored);
    const wav = await download(access_token, { history_item_ids: [id], output_format: 'wav' });
    expect(wav.response.headers.get('content-type')).toBe('audio/wav');
    expect(wav.response.headers.get('content-disposition')).toBe(`attachment; filename="${id}.wav"`);
    expect(ascii(wav.bytes, 0, 4) + ascii(wav.bytes, 8, 4)).toBe('RIFFWAVE');
    const dataBytes = new DataView(wav.bytes.buffer).getUint32(40, true);
    expect(dataBytes).toBe(wav.bytes.length - 44);
    const mp3Seconds = (await decodeAudio(stored)).samples.length / 44100;
    expect(Math.abs(dataBytes / 2 / 44100 - mp3Seconds)).toBeLessThan(0.1);
  }, 30_000);

  it('converts WAV and raw PCM items to MP3, and names every file of a zip with the right extension', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const wavItem = await generateTts(t.app, access_token, 'Stored as wav.', '?output_format=wav_22050');
    const pcmItem = await generateTts(t.app, access_token, 'Stored as pcm.', '?output_format=pcm_16000');
    const mp3Item = await generateTts(t.app, access_token, 'Stored as mp3.');
    const one = await download(access_token, { history_item_ids: [pcmItem], output_format: 'mp3' });
    expect(one.response.headers.get('content-type')).toBe('audio/mpeg');
    expect(isMp3(one.bytes)).toBe(true);
    const seconds = (await decodeAudio(one.bytes)).samples.length / 44100;
    expect(seconds).toBeGreaterThan(0.5);
    const zip = await download(access_token, { history_item_ids: [wavItem, pcmItem, mp3Item], output_format: 'mp3' });
    expect(zip.response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual([`${wavItem}.mp3`, `${pcmItem}.mp3`, `${mp3Item}.mp3`].sort());
    expect(Object.values(files).every(isMp3)).toBe(true);
    const wavZip = unzipSync((await download(access_token, { history_item_ids: [wavItem, mp3Item], output_format: 'wav' })).bytes);
    expect(Object.values(wavZip).map((file) => ascii(file, 0, 4))).toEqual(['RIFF', 'RIFF']);
  }, 30_000);

  it('refuses other formats with 422 and unknown items with 404', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Hi.');
    const flac = await t.api.post('/v1/history/download', { history_item_ids: [id], output_format: 'flac' }, access_token);
    expect(flac.status).toBe(422);
    expect(flac.body.detail.message).toBe('Field "output_format" must be one of: mp3, wav.');
    expect((await t.api.post('/v1/history/download', { history_item_ids: ['missing'], output_format: 'wav' }, access_token)).status).toBe(404);
  }, 30_000);
});
