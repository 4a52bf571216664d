import { style } from '@vanilla-extract/css';
import { up } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `radial-gradient(1200px 600px at 50% -10%, ${vars.color.backgroundAccent}, transparent 70%), ${vars.color.background}`,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.lg} ${vars.space.lg}`,
  '@media': { [up('md')]: { padding: `${vars.space.xl} ${vars.space.xxl}` } },
});

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
  '@media': { [up('sm')]: { alignItems: 'center', paddingTop: vars.space.xl } },
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.authCardWidth,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [up('sm')]: {
      padding: vars.space.xxl,
      borderRadius: vars.radius.xl,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      boxShadow: vars.shadow.medium,
    },
  },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const footer = style({
  padding: vars.space.lg,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const switchLine = style({ textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const smallLink = style({ fontSize: vars.fontSize.sm });
