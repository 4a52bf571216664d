import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const viewport = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: `calc(100vw - ${vars.space.xl})`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    outline: 'none',
    '@media': { [up('sm')]: { width: '380px' } },
  },
  variants: {
    placement: {
      'top-center': { top: vars.space.lg, left: '50%', transform: 'translateX(-50%)' },
      'bottom-right': {
        bottom: vars.space.lg,
        right: vars.space.md,
        flexDirection: 'column-reverse',
        '@media': { [up('sm')]: { right: vars.space.xl, bottom: vars.space.xl } },
      },
    },
  },
});

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });
const leave = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: vars.color.toastBackground,
    color: vars.color.toastText,
    boxShadow: vars.shadow.large,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${vars.duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${leave} ${vars.duration.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    },
  },
  variants: {
    kind: {
      success: {},
      error: {},
      info: {},
    },
  },
});

export const dot = recipe({
  base: { width: '8px', height: '8px', marginTop: '7px', borderRadius: vars.radius.full },
  variants: {
    kind: {
      success: { background: vars.color.success },
      error: { background: vars.color.danger },
      info: { background: vars.color.accent },
    },
  },
});

export const message = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  opacity: 0.65,
  cursor: 'pointer',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  lineHeight: 0,
  selectors: { '&:hover': { opacity: 1 } },
});
