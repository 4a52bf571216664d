import { down } from '../../../../../styles/breakpoints';

/** Every history row is this tall: the virtual list relies on one fixed height to stay fast with 10,000 rows. */
export const HISTORY_ROW_HEIGHT_PX = 64;

/**
 * On a phone a row takes two lines (the text, voice and date above, the actions below), so the text keeps its width;
 * still one fixed height for every row.
 */
export const HISTORY_ROW_HEIGHT_NARROW_PX = 104;

/** Where rows switch to two lines: below the `sm` breakpoint. */
export const HISTORY_NARROW_QUERY = down('sm');

/** Rows rendered beyond each edge of the viewport, so fast scrolling shows no gaps. */
export const HISTORY_OVERSCAN_ROWS = 8;
