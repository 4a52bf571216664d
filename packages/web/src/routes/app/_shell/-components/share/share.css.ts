import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../../styles/theme.css';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

/** The share modal as a bottom sheet on touch devices. */
export const sheet = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '85vh',
  overflowY: 'auto',
  padding: vars.space.xl,
  borderTopLeftRadius: vars.radius.xl,
  borderTopRightRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  animation: `${slideUp} ${vars.duration.slow} cubic-bezier(0.16, 1, 0.3, 1)`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const linkField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const linkInput = style({
  height: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const message = style({ color: vars.color.textMuted });

export const error = style({ color: vars.color.danger });

export const themes = style({ border: 'none', padding: 0, margin: 0, display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const themeOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

export const media = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const progressTrack = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressFill = style({ height: '100%', background: vars.color.accent, transition: `width ${vars.duration.fast} linear` });
