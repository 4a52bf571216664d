import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      error: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.dangerSoft },
      success: { background: vars.color.successSoft, color: vars.color.success },
      info: { background: vars.color.accentSoft, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'info' },
});
