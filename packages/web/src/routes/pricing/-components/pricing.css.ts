import { style } from '@vanilla-extract/css';
import { up } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `radial-gradient(1400px 640px at 50% -12%, ${vars.color.backgroundAccent}, transparent 70%), ${vars.color.background}`,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.pricingWidth,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.huge}`,
  '@media': { [up('md')]: { padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.huge}` } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  '@media': { [up('md')]: { fontSize: vars.fontSize.display } },
});

/** The billing period and currency switches, side by side, wrapping on narrow screens. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '620px' });

/** One column on phones, two from md, three from lg, all six in a row from 2.5xl (spec §9 breakpoints). */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'stretch',
  '@media': {
    [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [up('2.5xl')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.md },
  },
});

export const gridItem = style({ display: 'flex', minWidth: 0 });
