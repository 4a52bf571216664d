import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: vars.space.xxs,
});

export const segment = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="checked"]': { background: vars.color.accentSoft, color: vars.color.accent },
  },
});
