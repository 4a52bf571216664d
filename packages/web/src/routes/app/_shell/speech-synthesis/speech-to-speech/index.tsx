import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useObservable } from '../../../../../app/use-observable';
import { Alert } from '../../../../../ui/alert/alert';
import { Button } from '../../../../../ui/button/button';
import { PendingPage } from '../../../../-components/status-page';
import { QuotaWarning } from '../../-components/speech/quota-warning';
import { ShareButton } from '../../-components/share/share-button';
import { VoiceSafetyDialog } from '../../-components/speech/safety-dialog';
import * as styles from '../../-components/speech/speech-page.css';
import { SpeechTabs } from '../../-components/speech/speech-tabs';
import { fromBrowserFile } from '../../-components/speech/read-file-bytes';
import { VoicePicker } from '../../-components/speech/voice-picker';

/** /app/speech-synthesis/speech-to-speech: upload a WAV or MP3 recording, pick a voice, Convert into the player. */
const SpeechToSpeechPage = () => {
  const { speechToSpeechPage: page, player, speechSettings } = Route.useRouteContext();
  const view = useObservable(page.view$);
  // A page shown again starts afresh, even when the view's subscription outlived the last visit for a moment.
  useEffect(() => page.open(), [page]);

  if (view === undefined || view.pending) return <PendingPage />;
  const { settings } = view;

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Speech to speech</h1>
        <ShareButton item={view.latest} />
      </div>
      <SpeechTabs kind="speech-to-speech" />
      {view.loadFailure === null ? null : <Alert tone="error">{view.loadFailure}</Alert>}
      <div className={styles.columns}>
        <div className={styles.panel}>
          <label className={styles.field}>
            <span>Recording (WAV or MP3)</span>
            <input
              className={styles.input}
              type="file"
              accept={view.acceptedRecordings}
              onChange={(event) => {
                const file = event.target.files?.[0];
                page.chooseFile(file === undefined ? null : fromBrowserFile(file));
              }}
            />
          </label>
          {view.quotaText === null ? null : <span className={styles.muted} aria-live="polite">{view.quotaText}</span>}
          <QuotaWarning warning={view.quotaWarning} />
          {view.generationError === null ? null : <Alert tone="error">{view.generationError}</Alert>}
          <div className={styles.row}>
            <Button onClick={() => page.convert()} busy={view.generating} disabled={!view.canConvert}>
              Convert
            </Button>
          </div>
        </div>
        <div className={styles.panel}>
          <VoicePicker view={settings} onSelect={(voiceId) => speechSettings.selectVoice(voiceId)} onPreview={(voice) => player.playVoicePreview(voice)} />
        </div>
      </div>
      <VoiceSafetyDialog dialog={settings.safetyDialog} onClose={() => speechSettings.dismissSafetyDialog()} />
    </div>
  );
};

export const Route = createFileRoute('/app/_shell/speech-synthesis/speech-to-speech/')({
  component: SpeechToSpeechPage,
});
