import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  selectors: { '&:hover': { textDecoration: 'none' } },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentHover})`,
  color: vars.color.accentText,
  boxShadow: vars.shadow.small,
});
