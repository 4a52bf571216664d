import type { HistoryRowView } from '@cadence/application';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { useMediaQuery } from '../../../../../app/use-media-query';
import { HISTORY_NARROW_QUERY, HISTORY_OVERSCAN_ROWS, HISTORY_ROW_HEIGHT_NARROW_PX, HISTORY_ROW_HEIGHT_PX } from './history-layout';
import * as styles from './history-list.css';
import { HistoryRow, type HistoryRowActions } from './history-row';

/** The props of the virtual list. */
export interface HistoryRowsProps {
  readonly rows: readonly HistoryRowView[];
  readonly actions: HistoryRowActions;
  /** Told the last rendered row's index whenever it changes (the use-case decides about the next page). */
  readonly onShowing: (lastIndex: number) => void;
}

/**
 * The rows in a scrolling viewport, virtualised: only the rows in view (plus a few) are in the DOM, each at a fixed
 * height, so 10,000 loaded rows cost the same to render as 20.
 */
export const HistoryRows = ({ rows, actions, onShowing }: HistoryRowsProps) => {
  const viewport = useRef<HTMLDivElement>(null);
  // Stable between renders: a new key function makes the virtualiser re-measure all 10,000 rows.
  const itemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // The same query switches the rows' CSS to two lines: the virtualiser must place them at that height.
  const rowHeight = useMediaQuery(HISTORY_NARROW_QUERY) ? HISTORY_ROW_HEIGHT_NARROW_PX : HISTORY_ROW_HEIGHT_PX;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: HISTORY_OVERSCAN_ROWS,
    getItemKey: itemKey,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const visible = virtualizer.getVirtualItems();
  const lastIndex = visible.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= 0) onShowing(lastIndex);
  }, [lastIndex, rows.length, onShowing]);
  return (
    <div ref={viewport} className={styles.viewport} data-testid="history-viewport">
      <div className={styles.rows} style={{ height: `${String(virtualizer.getTotalSize())}px` }} role="list" aria-label="History">
        {visible.map((virtual) => {
          const row = rows[virtual.index];
          return row === undefined ? null : <HistoryRow key={row.id} row={row} top={virtual.start} actions={actions} />;
        })}
      </div>
    </div>
  );
};
