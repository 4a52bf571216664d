import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const content = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.toastBackground,
  color: vars.color.toastText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.tooltip,
  maxWidth: '260px',
});

export const arrow = style({ fill: vars.color.toastBackground });
