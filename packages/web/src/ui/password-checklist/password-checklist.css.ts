import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    transition: `color ${vars.duration.normal}`,
  },
  variants: {
    met: {
      true: { color: vars.color.success },
      false: { color: vars.color.textMuted },
    },
  },
});

export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '16px',
    height: '16px',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    transition: `background ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  },
  variants: {
    met: {
      true: { background: vars.color.success, color: vars.color.surface, border: `1px solid ${vars.color.success}` },
      false: { background: 'transparent', border: `1.5px solid ${vars.color.borderStrong}` },
    },
  },
});
