import * as styles from './share.css';

/** The render's progress as a bar (0 to 100 %). */
export const VideoProgress = ({ progress }: { readonly progress: number }) => {
  const percent = Math.round(progress * 100);
  return (
    <div
      className={styles.progressTrack}
      role="progressbar"
      aria-label="Video progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
};
