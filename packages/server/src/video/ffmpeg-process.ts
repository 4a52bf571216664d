import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The static ffmpeg build shipped by @ffmpeg-installer (4.1, with drawtext, showwaves, libx264 and aac). */
export const videoFfmpegPath: string = (require('@ffmpeg-installer/ffmpeg') as { readonly path: string }).path;

/** What one ffmpeg run left behind: its exit code, everything it wrote to stdout, and the end of its log. */
export interface FfmpegRun {
  readonly code: number | null;
  readonly stdout: Uint8Array;
  readonly log: string;
}

export interface FfmpegOptions {
  /** Every stdout chunk as it arrives (the `-progress pipe:1` report of a render). */
  readonly onStdout?: (chunk: Uint8Array) => void;
  /** Every stderr chunk as it arrives (the input's duration is printed there before encoding starts). */
  readonly onLog?: (text: string) => void;
}

const LOG_TAIL_CHARACTERS = 4000;

/**
 * Runs ffmpeg with an argument list (no shell, so nothing in it is interpreted twice) and resolves when it exits;
 * a spawn error resolves as a run without exit code rather than throwing.
 */
export const runVideoFfmpeg = (args: readonly string[], options: FfmpegOptions = {}): Promise<FfmpegRun> =>
  new Promise((resolve) => {
    const child = spawn(videoFfmpegPath, ['-hide_banner', '-nostdin', '-y', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      options.onStdout?.(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log = (log + text).slice(-LOG_TAIL_CHARACTERS);
      options.onLog?.(text);
    });
    child.on('error', (error) => resolve({ code: null, stdout: new Uint8Array(0), log: `${log}\n${error.message}` }));
    child.on('close', (code) => resolve({ code, stdout: new Uint8Array(Buffer.concat(out)), log }));
  });
