import { style } from '@vanilla-extract/css';
import { up } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': { [up('md')]: { padding: `${vars.space.xl} ${vars.space.xxl}` } },
});

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const link = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  selectors: { '&:hover': { textDecoration: 'none', color: vars.color.text, background: vars.color.surfaceSunken } },
});
