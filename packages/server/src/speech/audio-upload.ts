import { fail, type Failure } from '../http/failure.js';
import type { UploadedFile } from '../http/request-body.js';

/** The largest recording speech to speech accepts: 30 MB. */
export const MAX_RECORDING_BYTES = 30 * 1024 * 1024;

export type RecordingKind = 'wav' | 'mp3';

const ascii = (bytes: Uint8Array, from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));

/** MP3: an ID3 tag, or an MPEG audio frame sync (11 set bits) with layer III. */
const isMp3 = (bytes: Uint8Array): boolean =>
  ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) === 0x02);

/** The recording's kind, told by its first bytes (not by its name or declared type, which clients get wrong). */
export const recordingKind = (bytes: Uint8Array): RecordingKind | null => {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  return isMp3(bytes) ? 'mp3' : null;
};

/** A recording that passed the checks. */
export interface Recording {
  readonly kind: RecordingKind;
  readonly bytes: Uint8Array;
}

/** Checks the uploaded recording: present, not empty, at most 30 MB, WAV or MP3. */
export const checkRecording = (file: UploadedFile | undefined): Recording | Failure => {
  if (file === undefined) return fail('invalid_audio', 'Attach the recording as the multipart field "audio".');
  if (file.bytes.length === 0) return fail('invalid_audio', 'The audio file is empty.');
  if (file.bytes.length > MAX_RECORDING_BYTES) return fail('invalid_audio', 'The audio file is larger than 30 MB.');
  const kind = recordingKind(file.bytes);
  return kind === null ? fail('invalid_audio', 'The audio must be a WAV or MP3 recording.') : { kind, bytes: file.bytes };
};
