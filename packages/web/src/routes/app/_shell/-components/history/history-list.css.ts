import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../styles/theme.css';
import { HISTORY_NARROW_QUERY, HISTORY_ROW_HEIGHT_NARROW_PX, HISTORY_ROW_HEIGHT_PX } from './history-layout';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 240px', minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const select = style({
  height: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const selection = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const viewport = style({
  height: '60vh',
  minHeight: '320px',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  contain: 'strict',
});

export const rows = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: `${HISTORY_ROW_HEIGHT_PX}px`,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-selected="true"]': { background: vars.color.accentSoft } },
  '@media': {
    [HISTORY_NARROW_QUERY]: {
      height: `${HISTORY_ROW_HEIGHT_NARROW_PX}px`,
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateRows: 'auto auto',
      alignContent: 'center',
      rowGap: vars.space.sm,
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': { [HISTORY_NARROW_QUERY]: { gridColumn: '2', gridRow: '1' } },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });

export const meta = style({
  display: 'flex',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [HISTORY_NARROW_QUERY]: { gridColumn: '2', gridRow: '2', minWidth: 0 } },
});

export const status = style({ padding: vars.space.xl, color: vars.color.textMuted, textAlign: 'center' });

export const footer = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md, gap: vars.space.md });
