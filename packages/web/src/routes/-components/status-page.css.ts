import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  background: `radial-gradient(ellipse at top, ${vars.color.backgroundAccent}, transparent 60%), ${vars.color.background}`,
});

export const code = style({
  fontSize: '64px',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.04em',
  lineHeight: 1,
  color: vars.color.accent,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.01em' });

export const text = style({ color: vars.color.textMuted, maxWidth: '420px' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });

export const pending = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  gap: vars.space.sm,
});
