import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { downloadTarget } from './download-target.js';

describe('downloadTarget', () => {
  it('saves a zip as the history archive', () => {
    expect(downloadTarget({ contentType: 'application/zip', name: 'ignored' })).toEqual(
      E.right({ kind: 'archive', fileName: 'history_archive.zip' }),
    );
  });

  it('names audio after the requested format', () => {
    expect(downloadTarget({ contentType: 'audio/mpeg', name: 'My voice', outputFormat: 'wav_44100' })).toEqual(
      E.right({ kind: 'audio', fileName: 'My_voice.wav' }),
    );
  });

  it('names video after its content type', () => {
    expect(downloadTarget({ contentType: 'video/webm', name: 'Clip' })).toEqual(E.right({ kind: 'video', fileName: 'Clip.webm' }));
  });

  it('refuses an unsupported type', () => {
    expect(downloadTarget({ contentType: 'application/json', name: 'x' })).toEqual(
      E.left({ _tag: 'UnsupportedContentType', contentType: 'application/json' }),
    );
  });
});
