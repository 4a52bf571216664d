import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const track = style({
  width: '100%',
  height: vars.size.progressHeight,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.accentHover})`,
  transition: `width ${vars.duration.slow} ease-out`,
});
