import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const byline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({
  whiteSpace: 'pre-wrap',
  lineHeight: vars.lineHeight.relaxed,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const audio = style({ width: '100%' });

export const error = style({ color: vars.color.danger });

export const onward = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const madeWith = style({ fontWeight: vars.fontWeight.semibold });
