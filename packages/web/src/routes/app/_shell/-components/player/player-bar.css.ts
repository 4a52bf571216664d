import { style } from '@vanilla-extract/css';
import { down, up } from '../../../../../styles/breakpoints';
import { vars } from '../../../../../styles/theme.css';

/** Room the page keeps at its bottom so the fixed bar never covers content. */
export const spacer = style({ height: '96px' });

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, flex: '1 1 0' });

export const avatar = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
});

export const titles = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

export const voiceName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': { background: vars.color.accentSoft, color: vars.color.accent },
  },
});

/** Back and forward 10 s are hidden below the sm breakpoint (640 px), as the spec says for small screens. */
export const wideOnly = style({ '@media': { [down('sm')]: { display: 'none' } } });

export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const seekRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const select = style({
  height: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `0 ${vars.space.xs}`,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  maxHeight: '160px',
  overflowY: 'auto',
  '@media': { [up('md')]: { maxHeight: '240px' } },
});

export const sliderRoot = style({ position: 'relative', display: 'flex', alignItems: 'center', flex: 1, height: '20px', touchAction: 'none' });
export const sliderTrack = style({ position: 'relative', flex: 1, height: '4px', borderRadius: vars.radius.full, background: vars.color.border });
export const sliderRange = style({ position: 'absolute', height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });
export const sliderThumb = style({
  display: 'block', width: '14px', height: '14px', borderRadius: vars.radius.full, background: vars.color.accent,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});
