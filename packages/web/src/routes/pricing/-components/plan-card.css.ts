import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';

/** A plan card; the recommended one is raised and outlined in the accent colour. */
export const card = recipe({
  base: {
    position: 'relative',
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.small,
  },
  variants: {
    recommended: {
      true: { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.medium}` },
      false: {},
    },
  },
  defaultVariants: { recommended: false },
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const titleRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    width: 'fit-content',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent, color: vars.color.accentText },
      offer: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const priceBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const priceLine = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.xs });

export const price = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em', lineHeight: vars.lineHeight.tight });

export const struck = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.medium });

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const currency = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.06em' });

export const equivalent = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Credits and the Conversational AI allowance: the figures people compare plans by. */
export const allowances = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.md} 0`,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  flex: 1,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const check = style({ flexShrink: 0, marginTop: '3px', color: vars.color.accent });
