import { keyframes, style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  backdropFilter: 'blur(2px)',
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${vars.space.xl})`,
  maxHeight: `calc(100vh - ${vars.space.xxl})`,
  overflowY: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  animation: `${rise} ${vars.duration.slow} cubic-bezier(0.16, 1, 0.3, 1)`,
  '@media': { [up('sm')]: { width: vars.size.dialogWidth, padding: vars.space.xxl } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  // Wrap rather than overflow: a footer of several actions must never push one outside the dialog.
  '@media': { [up('xs')]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end' } },
});
