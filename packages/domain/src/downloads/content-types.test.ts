import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { AUDIO_CONTENT_TYPES, VIDEO_CONTENT_TYPES, classifyContentType, parseMediaType } from './content-types.js';
import { extensionForContentType } from './content-type-extensions.js';

describe('content types', () => {
  it('accepts the spec audio and video types', () => {
    expect(AUDIO_CONTENT_TYPES).toHaveLength(17);
    expect(VIDEO_CONTENT_TYPES).toHaveLength(9);
    expect(AUDIO_CONTENT_TYPES).toContain('audio/x-m4a');
    expect(VIDEO_CONTENT_TYPES).toContain('video/3gpp');
  });

  it('ignores parameters and case', () => {
    expect(parseMediaType(' Audio/MPEG; charset=binary ')).toBe('audio/mpeg');
    expect(classifyContentType('AUDIO/Wav;codec=1')).toEqual(E.right({ kind: 'audio', mediaType: 'audio/wav' }));
  });

  it('classifies video and zip', () => {
    expect(classifyContentType('video/quicktime')).toEqual(E.right({ kind: 'video', mediaType: 'video/quicktime' }));
    expect(classifyContentType('application/zip')).toEqual(E.right({ kind: 'archive', mediaType: 'application/zip' }));
  });

  it('refuses anything else, a missing header included', () => {
    expect(classifyContentType('text/html; charset=utf-8')).toEqual(
      E.left({ _tag: 'UnsupportedContentType', contentType: 'text/html' }),
    );
    expect(classifyContentType(null)).toEqual(E.left({ _tag: 'UnsupportedContentType', contentType: '' }));
    expect(classifyContentType('audio/midi')).toEqual(E.left({ _tag: 'UnsupportedContentType', contentType: 'audio/midi' }));
  });

  it('maps content types to extensions', () => {
    expect(extensionForContentType('audio/mpeg')).toEqual(O.some('mp3'));
    expect(extensionForContentType('Video/X-Matroska; x=1')).toEqual(O.some('mkv'));
    expect(extensionForContentType('image/png')).toEqual(O.some('png'));
    expect(extensionForContentType('application/x-unknown')).toEqual(O.none);
  });

  it('has an extension for every accepted audio and video type', () => {
    for (const type of [...AUDIO_CONTENT_TYPES, ...VIDEO_CONTENT_TYPES]) {
      expect(O.isSome(extensionForContentType(type))).toBe(true);
    }
  });
});
