import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** The static ffmpeg build from npm (GPL; see README). */
export const ffmpegPath: string = ffmpeg.path;

/** ffmpeg exited with a failure: its exit code and the end of what it wrote to stderr. */
export class FfmpegError extends Error {
  constructor(readonly code: number | null, readonly stderr: string) {
    super(`ffmpeg exited with ${String(code)}: ${stderr.slice(-500)}`);
  }
}

/**
 * Runs ffmpeg with these arguments, the input (if any) piped to stdin and stdout collected; no temporary files.
 * Rejects with FfmpegError when ffmpeg fails (e.g. the input is not audio it can decode).
 */
export const runFfmpeg = (args: readonly string[], input?: Uint8Array): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000); });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(new Uint8Array(Buffer.concat(out))) : reject(new FfmpegError(code, stderr))));
    // ffmpeg may stop reading early (it failed): a closed stdin is then expected, not an error of its own.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input === undefined ? undefined : Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  });
