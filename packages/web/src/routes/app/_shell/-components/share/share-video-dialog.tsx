import type { ShareVideoView } from '@cadence/application';
import { useRouteContext } from '@tanstack/react-router';
import { Button } from '../../../../../ui/button/button';
import { Checkbox } from '../../../../../ui/checkbox/checkbox';
import { Dialog } from '../../../../../ui/dialog/dialog';
import * as styles from './share.css';
import { VideoProgress } from './video-progress';
import { VideoResult } from './video-result';
import { VideoThemePicker } from './video-theme-picker';

const Preview = ({ view }: { readonly view: ShareVideoView }) => {
  const { previewUrl, previewError } = view.dialog;
  if (previewError !== null)
    return (
      <p className={styles.error} role="alert">
        {previewError}
      </p>
    );
  if (previewUrl === null) return <div className={styles.media} role="status" aria-label="Loading the preview" />;
  return <img className={styles.media} src={previewUrl} alt="Video preview" />;
};

const Footer = ({ view }: { readonly view: ShareVideoView }) => {
  const { sharing, shareVideo } = useRouteContext({ from: '__root__' });
  const item = view.item;
  return (
    <>
      <Button variant="ghost" onClick={() => (item === null ? undefined : sharing.open(item))}>
        Share link
      </Button>
      <Button variant="secondary" aria-pressed={view.muted} onClick={() => shareVideo.toggleMute()}>
        Mute
      </Button>
      <Button variant="secondary" disabled={!view.canDownload} onClick={() => shareVideo.download()}>
        Download video
      </Button>
      <Button disabled={!view.canGenerate} busy={view.dialog.generating} onClick={() => shareVideo.generate()}>
        Generate video
      </Button>
    </>
  );
};

/**
 * The share-video dialog for the open item: theme, preview, the keep-tags choice when the text has v3 tags, the
 * render with its progress, the video, download and mute; "Share link" opens the share-link modal on top.
 */
export const ShareVideoDialog = ({ view }: { readonly view: ShareVideoView }) => {
  const { shareVideo } = useRouteContext({ from: '__root__' });
  const { dialog } = view;
  return (
    <Dialog open title="Share video" onDismiss={() => shareVideo.close()} footer={<Footer view={view} />}>
      {view.ineligible === null ? null : (
        <p className={styles.error} role="alert">
          {view.ineligible}
        </p>
      )}
      <VideoThemePicker themes={view.themes} onSelect={(theme) => shareVideo.selectTheme(theme)} />
      {dialog.videoUrl !== null ? <VideoResult url={dialog.videoUrl} muted={view.muted} /> : null}
      {dialog.videoUrl === null && view.ineligible === null ? <Preview view={view} /> : null}
      {view.showV3TagsCheckbox ? (
        <Checkbox label="Keep v3 tags" checked={view.keepV3Tags} onChange={(event) => shareVideo.setKeepV3Tags(event.target.checked)} />
      ) : null}
      {dialog.generating ? <VideoProgress progress={dialog.progress} /> : null}
      {dialog.error === null ? null : (
        <p className={styles.error} role="alert">
          {dialog.error}
        </p>
      )}
    </Dialog>
  );
};
