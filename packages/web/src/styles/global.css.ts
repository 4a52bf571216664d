import { globalStyle, style } from '@vanilla-extract/css';
import { themeClass, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { colorScheme: 'light', WebkitTextSizeAdjust: '100%' });
globalStyle(`html.${themeClass.dark}`, { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.accent, textDecoration: 'none', fontWeight: vars.fontWeight.medium });
globalStyle('a:hover', { textDecoration: 'underline' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle('::selection', { background: vars.color.accentSoft });

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
