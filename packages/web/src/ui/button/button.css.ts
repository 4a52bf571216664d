import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/** The button's look: variant, size and width. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&:hover': { textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong, background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.95)' } },
      },
    },
    size: {
      sm: { height: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { height: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { height: '46px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
      icon: { height: '36px', width: '36px', padding: 0, borderRadius: vars.radius.full },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** The button's variant props. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The spinner shown while the button's action runs. */
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});
