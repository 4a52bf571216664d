import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const group = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:has(input:checked)': { background: vars.color.accent, color: vars.color.accentText },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The native radio stays in the page for keyboard and assistive technology; the label is what shows. */
export const input = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });
