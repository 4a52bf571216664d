import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { up } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  '@media': { [up('md')]: { fontSize: vars.fontSize.display } },
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '620px' });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const cardTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, alignItems: 'baseline' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'right',
  overflowWrap: 'anywhere',
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    tone: {
      good: { background: vars.color.successSoft, color: vars.color.success },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      accent: { background: vars.color.accentSoft, color: vars.color.accent },
    },
  },
});

export const muted = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
