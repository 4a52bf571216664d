import { keyframes, style } from '@vanilla-extract/css';
import { down } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const root = style({ position: 'relative' });

const pop = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.sm})`,
  minWidth: '240px',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.overlay,
  animation: `${pop} ${vars.duration.fast} ease-out`,
  // On a phone a menu anchored to its trigger runs off the screen's edge: it drops down under the header, full width.
  '@media': {
    [down('sm')]: {
      position: 'fixed',
      left: vars.space.lg,
      right: vars.space.lg,
      top: `calc(${vars.size.headerHeight} + ${vars.space.xs})`,
      minWidth: 0,
    },
  },
});

export const header = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceSunken, outline: 'none' },
  },
});
