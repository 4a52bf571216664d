import type { HistoryItem, HistoryRowView } from '@cadence/application';
import { Button } from '../../../../../ui/button/button';
import { ShareButton } from '../share/share-button';
import * as styles from './history-list.css';

/** What a row can ask for; the list turns each into an intent. */
export interface HistoryRowActions {
  readonly onToggle: (id: string) => void;
  readonly onPlay: (item: HistoryItem) => void;
  readonly onDownload: (item: HistoryItem) => void;
  readonly onDelete: (item: HistoryItem) => void;
}

const PlayIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M8 5v14l11-7z" />
  </svg>
);

/** One generation: select box, text (one line, cut with an ellipsis), voice, date, characters, and its actions. */
export const HistoryRow = ({ row, top, actions }: { readonly row: HistoryRowView; readonly top: number; readonly actions: HistoryRowActions }) => (
  <div className={styles.row} style={{ transform: `translateY(${String(top)}px)` }} data-selected={row.selected} data-testid="history-row" role="listitem">
    <input
      type="checkbox"
      checked={row.selected}
      onChange={() => actions.onToggle(row.id)}
      aria-label={`Select ${row.title}`}
    />
    <div className={styles.main}>
      <span className={styles.text} title={row.title}>
        {row.title}
      </span>
      <span className={styles.meta}>
        <span>{row.voiceName}</span>
        <span aria-hidden="true">·</span>
        <span>{row.date}</span>
        <span aria-hidden="true">·</span>
        <span>{row.characters} characters</span>
      </span>
    </div>
    <div className={styles.actions}>
      <Button variant="ghost" size="icon" aria-label={`Play ${row.title}`} onClick={() => actions.onPlay(row.item)}>
        <PlayIcon />
      </Button>
      <Button variant="ghost" size="sm" onClick={() => actions.onDownload(row.item)}>
        Download
      </Button>
      <ShareButton item={row.item} />
      <Button variant="ghost" size="sm" onClick={() => actions.onDelete(row.item)}>
        Delete
      </Button>
    </div>
  </div>
);
