import { style } from '@vanilla-extract/css';
import { up } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [up('md')]: { padding: `${vars.space.xxxl} ${vars.space.xl}` },
    [up('2xl')]: { maxWidth: '1240px' },
  },
});
