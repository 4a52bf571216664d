import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const input = style({
  height: '42px',
  width: '100%',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
