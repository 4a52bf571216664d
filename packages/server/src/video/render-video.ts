import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripV3Tags, type VideoTheme } from '@cadence/domain';
import { runFfmpegProcess, type FfmpegRun } from '../speech/ffmpeg.js';
import { createProgressReader, durationInLog, renderProgress } from './ffmpeg-progress.js';
import { VIDEO_FONTS } from './video-fonts.js';
import { TEXT_BOX, videoFilterGraph } from './video-filter-graph.js';
import { layoutTextBlock } from './wrap-text.js';

/** What a share video shows: the item's audio, text and voice name, on a theme. */
export interface VideoSource {
  readonly audio: Uint8Array;
  readonly contentType: string;
  /** The output_format the audio was made in, when the history knows it (needed for raw PCM). */
  readonly outputFormat: string | null;
  readonly text: string;
  readonly voiceName: string;
  readonly theme: VideoTheme;
  /** Remove bracketed v3 tags ([laughs]) from the drawn text. */
  readonly stripTags: boolean;
}

/** Why a render failed, with the end of ffmpeg's log for the server's own log. */
export interface RenderFailure {
  readonly failed: true;
  readonly log: string;
}

/**
 * How ffmpeg reads the stored audio: MP3 and WAV name their own layout; raw PCM has none, so it is stated:
 * 16-bit mono at the rate of the item's output_format (pcm_16000…), 44.1 kHz when that is unknown.
 */
const audioInput = (source: VideoSource, path: string): readonly string[] => {
  if (!source.contentType.startsWith('audio/pcm')) return ['-i', path];
  const rate = /^pcm_(\d+)$/.exec(source.outputFormat ?? '')?.[1] ?? '44100';
  return ['-f', 's16le', '-ar', rate, '-ac', '1', '-i', path];
};

/** Runs `work` with the source's files written to a fresh temporary folder, removed afterwards. */
const withSourceFiles = async <T>(source: VideoSource, kind: 'video' | 'still', work: (args: readonly string[]) => Promise<T>): Promise<T> => {
  const folder = await mkdtemp(join(tmpdir(), 'cadence-video-'));
  try {
    const files = { font: VIDEO_FONTS.regular, boldFont: VIDEO_FONTS.bold, textFile: join(folder, 'text.txt'), voiceFile: join(folder, 'voice.txt') };
    const text = source.stripTags ? stripV3Tags(source.text) : source.text;
    const block = layoutTextBlock(text, TEXT_BOX.width, TEXT_BOX.height);
    // drawtext refuses an empty file, so an empty text draws one space.
    await writeFile(files.textFile, block.lines.length === 0 ? ' ' : block.lines.join('\n'));
    await writeFile(files.voiceFile, source.voiceName.trim() === '' ? ' ' : source.voiceName);
    await writeFile(join(folder, 'audio'), source.audio);
    const graph = videoFilterGraph(source.theme, block, files, kind);
    return await work([...audioInput(source, join(folder, 'audio')), '-filter_complex', graph, '-map', '[v]']);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

const failure = (run: FfmpegRun): RenderFailure => ({ failed: true, log: run.log });

export const isRenderFailure = (value: unknown): value is RenderFailure =>
  typeof value === 'object' && value !== null && 'failed' in value;

/**
 * Renders the MP4 (H.264 yuv420p + AAC, moov first so browsers start playing at once) to `target`, reporting
 * progress as encoded time over the audio's duration. Written beside the target and renamed, so a reader never
 * sees half a file.
 */
export const renderVideo = (source: VideoSource, target: string, onProgress: (progress: number) => void): Promise<RenderFailure | null> =>
  withSourceFiles(source, 'video', async (inputArgs) => {
    let duration: number | null = null;
    let log = '';
    const readProgress = createProgressReader((seconds) => onProgress(renderProgress(seconds, duration)));
    const partial = `${target}.part`;
    const run = await runFfmpegProcess([
      ...inputArgs, '-map', '0:a', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-shortest', '-nostats', '-progress', 'pipe:1', '-f', 'mp4', partial,
    ], {
      onStdout: readProgress,
      onLog: (text) => {
        if (duration === null) duration = durationInLog((log += text));
      },
    });
    if (run.code !== 0) {
      await rm(partial, { force: true });
      return failure(run);
    }
    await rename(partial, target);
    onProgress(1);
    return null;
  });

/** One PNG frame of the same layout, with the whole audio's waveform drawn still. */
export const renderStill = (source: VideoSource): Promise<Uint8Array | RenderFailure> =>
  withSourceFiles(source, 'still', async (inputArgs) => {
    const run = await runFfmpegProcess([...inputArgs, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']);
    return run.code === 0 && run.stdout.length > 0 ? run.stdout : failure(run);
  });
