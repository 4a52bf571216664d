import { style } from '@vanilla-extract/css';
import { up } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

export const scroller = style({ overflowX: 'auto', margin: `0 calc(-1 * ${vars.space.xl})`, padding: `0 ${vars.space.xl}` });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The description column gives way on narrow screens, where date, amount and status matter most. */
export const optional = style({ display: 'none', '@media': { [up('sm')]: { display: 'table-cell' } } });
