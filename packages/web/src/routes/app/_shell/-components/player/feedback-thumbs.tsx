import type { FeedbackView } from '@cadence/application';
import * as styles from './player-bar.css';
import { ThumbIcon } from './thumb-icon';

/** Thumbs up and down; locked once the feedback was reviewed, the given thumb shown pressed. */
export const FeedbackThumbs = ({ view, onUp, onDown }: { readonly view: FeedbackView; readonly onUp: () => void; readonly onDown: () => void }) => {
  if (!view.available) return null;
  return (
    <>
      <button type="button" className={styles.iconButton} aria-label="Good generation" aria-pressed={view.thumb === 'up'} disabled={view.locked} onClick={onUp}>
        <ThumbIcon />
      </button>
      <button type="button" className={styles.iconButton} aria-label="Bad generation" aria-pressed={view.thumb === 'down'} disabled={view.locked} onClick={onDown}>
        <ThumbIcon down />
      </button>
    </>
  );
};
