import { style } from '@vanilla-extract/css';
import { up } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.size.headerHeight,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@supports': {
    '(backdrop-filter: blur(8px))': { background: `color-mix(in srgb, ${vars.color.surface} 85%, transparent)`, backdropFilter: 'blur(8px)' },
  },
  '@media': { [up('md')]: { padding: `0 ${vars.space.xl}` } },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.xl });

// Seven links fit beside the brand and the user controls from the lg breakpoint; below it they move into a menu.
export const nav = style({
  display: 'none',
  gap: vars.space.xs,
  '@media': { [up('lg')]: { display: 'flex' } },
});

export const navMenu = style({
  display: 'block',
  '@media': { [up('lg')]: { display: 'none' } },
});

export const navMenuTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '34px',
  height: '34px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover': { textDecoration: 'none', color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-status="active"]': { color: vars.color.text, background: vars.color.surfaceSunken },
  },
});

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const avatar = style({
  width: '34px',
  height: '34px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.surfaceSunken})`,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  textTransform: 'uppercase',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const email = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const workspace = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const signingOut = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
