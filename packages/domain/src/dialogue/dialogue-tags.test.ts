import { describe, it, expect } from 'vitest';
import { dialogueHasV3Tags, hasV3Tag, normaliseTagWhitespace, stripV3Tags } from './dialogue-tags.js';

describe('normaliseTagWhitespace', () => {
  it('trims whitespace inside tags', () => {
    expect(normaliseTagWhitespace('[  excited ] Hello')).toBe('[excited] Hello');
  });

  it('collapses inner runs of whitespace to one space', () => {
    expect(normaliseTagWhitespace('[ very \t excited ]')).toBe('[very excited]');
  });

  it('leaves text outside tags alone', () => {
    expect(normaliseTagWhitespace('  Hello   there  [sighs]')).toBe('  Hello   there  [sighs]');
  });
});

describe('v3 tag detection', () => {
  it('finds bracketed tags', () => {
    expect(hasV3Tag('Hello [laughs] there')).toBe(true);
    expect(hasV3Tag('Hello there')).toBe(false);
    expect(hasV3Tag('an empty [] pair')).toBe(false);
  });

  it('checks every dialogue line', () => {
    expect(dialogueHasV3Tags([{ text: 'Hi' }, { text: '[whispers] psst' }])).toBe(true);
    expect(dialogueHasV3Tags([{ text: 'Hi' }, { text: 'there' }])).toBe(false);
  });
});

describe('stripV3Tags', () => {
  it('removes tags and tidies the spaces', () => {
    expect(stripV3Tags('[excited] Hello there!')).toBe('Hello there!');
    expect(stripV3Tags('Hello [laughs] there')).toBe('Hello there');
    expect(stripV3Tags('Hello [laughs], friend [sighs].')).toBe('Hello, friend.');
  });

  it('removes nested brackets completely', () => {
    expect(stripV3Tags('a [x[b]y] c')).toBe('a c');
  });
});
