import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { palettes, textBackgrounds, textColors, textOnFills, type ThemeName } from './tokens';

const AA_TEXT = 4.5;

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 10);
  });

  it('catches the pairs issue 16 reported', () => {
    expect(contrastRatio('#868b99', '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio('#17804c', '#e7f6ee')).toBeLessThan(AA_TEXT);
  });
});

describe.each(Object.keys(palettes) as ThemeName[])('the %s theme', (theme) => {
  const palette = palettes[theme];
  const pairs = [
    ...textColors.flatMap((text) => textBackgrounds.map((background) => [text, background] as const)),
    ...textOnFills,
  ];

  it.each(pairs)('writes %s on %s at 4.5:1 or more', (text, background) => {
    expect(contrastRatio(palette[text], palette[background])).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
