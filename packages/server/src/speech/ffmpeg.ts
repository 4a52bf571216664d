import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** The static ffmpeg build from npm (4.1, GPL; see README): drawtext, showwaves, rubberband, libx264, aac. */
export const ffmpegPath: string = ffmpeg.path;

/** What one ffmpeg run left behind: its exit code, everything it wrote to stdout, and the end of its log. */
export interface FfmpegRun {
  readonly code: number | null;
  readonly stdout: Uint8Array;
  readonly log: string;
}

/** How a run is fed and watched. */
export interface FfmpegOptions {
  /** Bytes piped to stdin (ffmpeg reads them with `-i pipe:0`); without them stdin is closed at once. */
  readonly input?: Uint8Array;
  /** Every stdout chunk as it arrives (the `-progress pipe:1` report of a render). */
  readonly onStdout?: (chunk: Uint8Array) => void;
  /** Every stderr chunk as it arrives (the input's duration is printed there before encoding starts). */
  readonly onLog?: (text: string) => void;
}

const LOG_TAIL_CHARACTERS = 4000;

/**
 * Runs ffmpeg with an argument list (no shell, so nothing in it is interpreted twice; no temporary files) and
 * resolves when it exits; a spawn error resolves as a run without exit code rather than throwing.
 */
export const runFfmpegProcess = (args: readonly string[], options: FfmpegOptions = {}): Promise<FfmpegRun> =>
  new Promise((resolve) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
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
    // ffmpeg may stop reading early (it failed): a closed stdin is then expected, not an error of its own.
    child.stdin.on('error', () => undefined);
    const { input } = options;
    child.stdin.end(input === undefined ? undefined : Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  });

/** ffmpeg exited with a failure: its exit code and the end of what it wrote to stderr. */
export class FfmpegError extends Error {
  constructor(readonly code: number | null, readonly stderr: string) {
    super(`ffmpeg exited with ${String(code)}: ${stderr.slice(-500)}`);
  }
}

/**
 * Runs ffmpeg quietly (errors only in the log) with the input piped to stdin and answers stdout; rejects with
 * FfmpegError when ffmpeg fails (e.g. the input is not audio it can decode).
 */
export const runFfmpeg = async (args: readonly string[], input?: Uint8Array): Promise<Uint8Array> => {
  const run = await runFfmpegProcess(['-loglevel', 'error', ...args], input === undefined ? {} : { input });
  if (run.code !== 0) throw new FfmpegError(run.code, run.log);
  return run.stdout;
};
