import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntent, useObservable } from '../../../../../app/use-observable';
import { FeedbackDialog } from './feedback-dialog';
import { FeedbackThumbs } from './feedback-thumbs';
import * as styles from './player-bar.css';
import { SeekSlider } from './seek-slider';
import { useArrowKeys } from './use-arrow-keys';

/**
 * The global player bar, fixed at the bottom of the signed-in app while it holds an item: what plays, the seek
 * slider with times, play/pause, ±10 s (hidden below 640 px), download, speed, preview language, expand, thumbs.
 */
export const PlayerBar = () => {
  const { player, feedback } = useRouteContext({ from: '/app/_shell' });
  const view = useObservable(player.view$);
  const feedbackView = useObservable(feedback.view$);
  const run = useIntent();
  const onArrow = useCallback((direction: 'left' | 'right') => player.arrowKey(direction), [player]);
  useArrowKeys(view !== undefined && view.item !== null, onArrow);

  if (view === undefined || view.item === null) return null;
  const { item } = view;
  const playing = view.state === 'playing';
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label="Audio player">
        <div className={styles.row}>
          <div className={styles.who}>
            <span className={styles.avatar} aria-hidden="true">{item.player.voiceName.slice(0, 1)}</span>
            <span className={styles.titles}>
              <span className={styles.title}>{item.player.title}</span>
              <span className={styles.voiceName}>{item.player.voiceName}</span>
            </span>
          </div>
          <div className={styles.controls}>
            <button type="button" className={`${styles.iconButton} ${styles.wideOnly}`} aria-label="Back 10 seconds" onClick={() => player.skipBack()}>
              −10
            </button>
            <button type="button" className={styles.iconButton} aria-label={playing ? 'Pause' : 'Play'} onClick={() => player.toggle()}>
              {playing ? '❚❚' : '▶'}
            </button>
            <button type="button" className={`${styles.iconButton} ${styles.wideOnly}`} aria-label="Forward 10 seconds" onClick={() => player.skipForward()}>
              +10
            </button>
          </div>
          <div className={styles.controls}>
            {view.feedbackVisible && feedbackView !== undefined ? (
              <FeedbackThumbs view={feedbackView} onUp={() => run(feedback.thumbsUp())} onDown={() => run(feedback.thumbsDown())} />
            ) : null}
            {view.previewLanguages.length > 0 ? (
              <select
                className={styles.select}
                aria-label="Preview language"
                value={view.previewLanguage ?? ''}
                onChange={(event) => player.setPreviewLanguage(event.target.value)}
              >
                {view.previewLanguages.map((preview) => (
                  <option key={preview.language} value={preview.language}>{preview.language}</option>
                ))}
              </select>
            ) : null}
            <select className={styles.select} aria-label="Playback speed" value={view.speed} onChange={(event) => player.setSpeed(Number(event.target.value))}>
              {view.speeds.map((speed) => (
                <option key={speed} value={speed}>{`${String(speed)}×`}</option>
              ))}
            </select>
            <button type="button" className={styles.iconButton} aria-label="Download" disabled={!view.canDownload} onClick={() => run(player.download())}>
              ⤓
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={view.expanded ? 'Collapse player' : 'Expand player'}
              aria-expanded={view.expanded}
              onClick={() => (view.expanded ? player.collapse() : player.expand())}
            >
              {view.expanded ? '▾' : '▴'}
            </button>
          </div>
        </div>
        <div className={styles.seekRow}>
          <span className={styles.time} aria-label="Elapsed time">{view.elapsed}</span>
          <SeekSlider value={view.slider} disabled={view.state === 'idle'} onSeek={(fraction) => player.seek(fraction)} />
          <span className={styles.time} aria-label="Total time">{view.total}</span>
        </div>
        {view.expanded ? <p className={styles.details}>{item.player.description}</p> : null}
      </section>
      {feedbackView === undefined ? null : (
        <FeedbackDialog
          dialog={feedbackView.dialog}
          onText={(text) => feedback.setText(text)}
          onToggle={(flag) => feedback.toggleFlag(flag)}
          onSubmit={() => run(feedback.submit())}
          onClose={() => feedback.closeDialog()}
        />
      )}
    </>
  );
};
