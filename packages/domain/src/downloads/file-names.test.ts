import { describe, it, expect } from 'vitest';
import { audioDownloadName, downloadFileName, sanitizeDownloadName, shortFileName, withExtension } from './file-names.js';

describe('withExtension', () => {
  it('appends the extension to a name without one', () => {
    expect(withExtension('Hello there', 'mp3')).toBe('Hello there.mp3');
    expect(withExtension('Version 1.2', 'wav')).toBe('Version 1.2.wav');
  });

  it('replaces a media extension, whatever its case', () => {
    expect(withExtension('take.mp3', 'wav')).toBe('take.wav');
    expect(withExtension('take.WAV', 'mp3')).toBe('take.mp3');
    expect(withExtension('take.ogg', 'mp3')).toBe('take.mp3');
  });
});

describe('shortFileName', () => {
  it('strips / \\ : * ? " < > |, trims, turns spaces into underscores', () => {
    expect(shortFileName(' a/b\\c:d*e?f"g<h>i|j ')).toBe('abcdefghij');
    expect(shortFileName('  Hello world  ')).toBe('Hello_world');
  });

  it('keeps at most 20 characters', () => {
    expect(shortFileName('The quick brown fox jumps over the lazy dog')).toBe('The_quick_brown_fox_');
  });

  it('trims after stripping, so leading forbidden characters leave no underscore', () => {
    expect(shortFileName('? Question')).toBe('Question');
  });
});

describe('sanitizeDownloadName', () => {
  it('turns spaces into underscores before stripping other characters', () => {
    expect(sanitizeDownloadName('My take (final)!.mp3')).toBe('My_take_final.mp3');
    expect(sanitizeDownloadName('café-crème v2')).toBe('caf-crme_v2');
  });

  it('keeps at most 255 characters', () => {
    expect(sanitizeDownloadName('a'.repeat(300))).toHaveLength(255);
  });
});

describe('downloadFileName', () => {
  it('sanitises the base and keeps the extension within 255 characters', () => {
    expect(downloadFileName('Hello world?', 'mp3')).toBe('Hello_world.mp3');
    const long = downloadFileName('b'.repeat(400), 'wav');
    expect(long).toHaveLength(255);
    expect(long.endsWith('.wav')).toBe(true);
  });

  it('falls back to "audio" when nothing is left', () => {
    expect(downloadFileName('???', 'mp3')).toBe('audio.mp3');
    expect(downloadFileName('.mp3', 'mp3')).toBe('audio.mp3');
  });
});

describe('audioDownloadName', () => {
  it('uses the requested format, mp3 by default', () => {
    expect(audioDownloadName('Chapter one.mp3', 'wav_44100')).toBe('Chapter_one.wav');
    expect(audioDownloadName('Chapter one')).toBe('Chapter_one.mp3');
    expect(audioDownloadName('Chapter one.wav', 'pcm_16000')).toBe('Chapter_one.mp3');
  });
});
