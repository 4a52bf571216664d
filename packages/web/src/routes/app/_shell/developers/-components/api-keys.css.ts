import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '860px' });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold });

export const intro = style({ color: vars.color.textMuted });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  wordBreak: 'break-all',
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({ textAlign: 'left', padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` });

export const hint = style({ fontFamily: vars.font.mono });

export const muted = style({ color: vars.color.textMuted });
