import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE } from '@cadence/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';
import { runFfmpegProcess } from '../speech/ffmpeg.js';
import { durationInLog } from './ffmpeg-progress.js';
import { movieDurationSeconds, topLevelBoxes } from './mp4-boxes.test-support.js';

const VOICE = 'cadence-en-gb-female-1';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const videoDir = mkdtempSync(join(tmpdir(), 'cadence-videos-test-'));
afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

/** The audio's duration as ffmpeg reads it. */
const audioSeconds = async (audio: Uint8Array): Promise<number> => {
  const path = join(videoDir, 'probe.mp3');
  writeFileSync(path, audio);
  return durationInLog((await runFfmpegProcess(['-i', path])).log) ?? Number.NaN;
};

useWarmEngines();

describe.each(testBackends())('share videos on $name', RENDERS, (backend) => {
  const t = useTestApp(backend, { videoDir });

  const generate = async (token: string, text: string, format = 'mp3_44100_128'): Promise<string> => {
    const response = await t.app.request(`/v1/text-to-speech/${VOICE}?output_format=${format}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text }),
    });
    expect(response.status).toBe(200);
    return response.headers.get('history-item-id') ?? '';
  };
  const bytes = async (path: string, token?: string) => {
    const response = await t.app.request(path, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const localPath = (url: string): string => new URL(url).pathname;

  it('renders an MP4 of the audio, reports its progress, and serves it without credentials', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generate(access_token, 'Hello from Cadence.');
    const progressPath = `/v1/history/${id}/video/progress?theme=dark`;
    expect((await t.api.get(progressPath, access_token)).body).toEqual({ state: 'idle', progress: 0 });
    const [first, second] = [t.api.post(`/v1/history/${id}/video?theme=dark`, undefined, access_token), t.api.post(`/v1/history/${id}/video?theme=dark`, undefined, access_token)];
    const seen: { state: string; progress: number }[] = [];
    for (let last = ''; last !== 'done';) {
      const answer = await t.api.get(progressPath, access_token);
      expect(answer.status).toBe(200);
      seen.push(answer.body);
      last = answer.body.state;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.some((status) => status.state === 'rendering')).toBe(true);
    expect(seen.at(-1)).toEqual({ state: 'done', progress: 1 });
    const progressValues = seen.map((status) => status.progress);
    expect(progressValues).toEqual([...progressValues].sort((a, b) => a - b));
    const [one, two] = await Promise.all([first, second]);
    expect(one.status).toBe(200);
    // The second request waited for the same render.
    expect(two.body.video_url).toBe(one.body.video_url);
    expect(one.body.video_url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/v1\/videos\/[A-Za-z0-9_-]{32}\.mp4$/);

    const video = await bytes(localPath(one.body.video_url));
    expect(video).toMatchObject({ status: 200, type: 'video/mp4' });
    const boxes = topLevelBoxes(video.bytes).map((box) => box.type);
    expect(boxes[0]).toBe('ftyp');
    // +faststart: the index comes before the media, so playback starts before the download ends.
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const audio = await bytes(`/v1/history/${id}/audio`, access_token);
    expect(Math.abs(movieDurationSeconds(video.bytes) - await audioSeconds(audio.bytes))).toBeLessThan(0.25);

    // Done renders are kept: asking again answers the same address at once.
    expect((await t.api.post(`/v1/history/${id}/video?theme=dark`, undefined, access_token)).body.video_url).toBe(one.body.video_url);
    expect((await t.api.call('DELETE', `/v1/history/${id}`, { token: access_token })).status).toBe(200);
    expect((await bytes(localPath(one.body.video_url))).status).toBe(404);
  });

  it('previews each theme and the strip flag as a PNG still', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generate(access_token, 'Hi [laughs] you.');
    const preview = (query: string) => bytes(`/v1/history/${id}/video/preview?${query}`, access_token);
    const colour = await preview('theme=colour');
    expect(colour).toMatchObject({ status: 200, type: 'image/png' });
    expect([...colour.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const light = await preview('theme=light');
    const dark = await preview('theme=dark');
    expect(new Set([colour, light, dark].map((still) => Buffer.from(still.bytes).toString('base64'))).size).toBe(3);
    const stripped = await preview('theme=dark&strip_v3_tags=true');
    expect(Buffer.from(stripped.bytes).equals(Buffer.from(dark.bytes))).toBe(false);
    expect(Buffer.from((await preview('theme=colour&strip_v3_tags=false')).bytes).equals(Buffer.from(colour.bytes))).toBe(true);
  });

  it('reads items stored as WAV and as raw PCM (at the rate of their output_format)', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    for (const format of ['wav_22050', 'pcm_16000']) {
      const id = await generate(access_token, 'Short.', format);
      const still = await bytes(`/v1/history/${id}/video/preview?theme=light`, access_token);
      expect({ format, status: still.status, type: still.type }).toEqual({ format, status: 200, type: 'image/png' });
    }
  });

  it('refuses speech-to-speech items, bad themes, unknown ids and other workspaces', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generate(access_token, 'Mine.');
    await t.db.query("UPDATE history_items SET source = 'STS' WHERE history_item_id = $1", [id]);
    const refused = await t.api.post(`/v1/history/${id}/video`, undefined, access_token);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toEqual({ status: 'video_only_for_text_to_speech', message: VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE });
    expect((await t.api.get(`/v1/history/${id}/video/preview`, access_token)).status).toBe(400);

    const badTheme = await t.api.post(`/v1/history/${id}/video?theme=sepia`, undefined, access_token);
    expect(badTheme.status).toBe(422);
    expect(badTheme.body.detail.status).toBe('invalid_request');
    for (const path of ['/v1/history/missing/video', '/v1/history/missing/video/progress', '/v1/history/missing/video/preview']) {
      const answer = await t.api.call(path.endsWith('video') ? 'POST' : 'GET', path, { token: access_token });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const other = await signUp(t.api, 'other@example.com');
    expect((await t.api.post(`/v1/history/${id}/video`, undefined, other.access_token)).status).toBe(404);
    expect((await t.api.get(`/v1/history/${id}/video/progress`, other.access_token)).status).toBe(404);
    expect((await t.api.get(`/v1/history/${id}/video/preview`, other.access_token)).status).toBe(404);
    expect((await t.api.get('/v1/videos/AAAAAAAAAAAAAAAAAAAAAAAA.mp4')).status).toBe(404);
    expect((await t.api.get('/v1/videos/short.mp4')).status).toBe(422);
  });
});
