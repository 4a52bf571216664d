import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { up } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

/** The frame shared by the subscription and usage pages: a heading, then cards. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  '@media': { [up('md')]: { fontSize: vars.fontSize.display } },
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const cardTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const headline = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const big = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' });

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'right', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inlineForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [up('sm')]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const grow = style({ flex: 1, minWidth: 0 });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      good: { background: vars.color.successSoft, color: vars.color.success },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      warning: { background: vars.color.dangerSoft, color: vars.color.danger },
      accent: { background: vars.color.accentSoft, color: vars.color.accent },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
