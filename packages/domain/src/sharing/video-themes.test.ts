import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { DEFAULT_VIDEO_THEME, VIDEO_THEMES, VIDEO_THEME_LABELS, parseVideoTheme } from './video-themes.js';

describe('video themes', () => {
  it('offers colour, light and dark labelled Multicolor, White and Black, colour first', () => {
    expect(VIDEO_THEMES).toEqual(['colour', 'light', 'dark']);
    expect(VIDEO_THEME_LABELS).toEqual({ colour: 'Multicolor', light: 'White', dark: 'Black' });
    expect(DEFAULT_VIDEO_THEME).toBe('colour');
  });

  it('parses only known themes', () => {
    expect(parseVideoTheme('dark')).toEqual(O.some('dark'));
    expect(parseVideoTheme('color')).toEqual(O.none);
  });
});
