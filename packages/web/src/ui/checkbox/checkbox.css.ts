import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  lineHeight: vars.lineHeight.normal,
});

export const box = style({
  width: '16px',
  height: '16px',
  marginTop: '2px',
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
});
