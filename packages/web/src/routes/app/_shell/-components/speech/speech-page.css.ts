import { style } from '@vanilla-extract/css';
import { up } from '../../../../../styles/breakpoints';
import { vars } from '../../../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em' });

export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: { '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.md });

export const input = style({
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const textarea = style([input, { minHeight: '220px', resize: 'vertical', lineHeight: vars.lineHeight.relaxed }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [up('md')]: { gridTemplateColumns: '180px minmax(0, 1fr) auto' } },
});
