import { style } from '@vanilla-extract/css';
import { down } from '../../../../../styles/breakpoints';
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
  minWidth: 0,
  '@media': { [down('sm')]: { padding: vars.space.lg } },
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

/** Holds the table: on a phone the columns fit, and should a long name still not, the table scrolls, not the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [down('sm')]: { padding: `${vars.space.sm} ${vars.space.xs}` } },
});

/** The key's name wraps anywhere rather than widen the table. */
export const name = style({ overflowWrap: 'anywhere', minWidth: '6rem' });

export const hint = style({ fontFamily: vars.font.mono });

export const muted = style({ color: vars.color.textMuted });
