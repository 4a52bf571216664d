import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { palettes, scales, shadows, type ThemeName } from './tokens';

const nullLeaves = <T extends Readonly<Record<string, string>>>(group: T): { [K in keyof T]: null } =>
  Object.fromEntries(Object.keys(group).map((key) => [key, null])) as { [K in keyof T]: null };

/** The CSS variables every component reads; the themes below fill them. */
export const vars = createThemeContract({
  color: nullLeaves(palettes.light),
  shadow: nullLeaves(shadows.light),
  space: nullLeaves(scales.space),
  radius: nullLeaves(scales.radius),
  font: nullLeaves(scales.font),
  fontSize: nullLeaves(scales.fontSize),
  fontWeight: nullLeaves(scales.fontWeight),
  lineHeight: nullLeaves(scales.lineHeight),
  duration: nullLeaves(scales.duration),
  zIndex: nullLeaves(scales.zIndex),
  size: nullLeaves(scales.size),
});

const themeOf = (name: ThemeName) => ({ color: palettes[name], shadow: shadows[name], ...scales });

/** The class of each colour theme; light is the default. */
export const themeClass: Readonly<Record<ThemeName, string>> = {
  light: createTheme(vars, themeOf('light'), 'light'),
  dark: createTheme(vars, themeOf('dark'), 'dark'),
};
