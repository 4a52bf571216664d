/** Every history row is this tall: the virtual list relies on one fixed height to stay fast with 10,000 rows. */
export const HISTORY_ROW_HEIGHT_PX = 64;

/** Rows rendered beyond each edge of the viewport, so fast scrolling shows no gaps. */
export const HISTORY_OVERSCAN_ROWS = 8;
