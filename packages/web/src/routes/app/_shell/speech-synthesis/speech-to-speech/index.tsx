import { createFileRoute } from '@tanstack/react-router';
import { BLOB_READ_FAILED_MESSAGE } from '@cadence/domain';
import { useState } from 'react';
import { useObservable, useObservableEffect } from '../../../../../app/use-observable';
import { Alert } from '../../../../../ui/alert/alert';
import { Button } from '../../../../../ui/button/button';
import { PendingPage } from '../../../../-components/status-page';
import { ShareButton } from '../../-components/share/share-button';
import { VoiceSafetyDialog } from '../../-components/speech/safety-dialog';
import * as styles from '../../-components/speech/speech-page.css';
import { SpeechTabs } from '../../-components/speech/speech-tabs';
import { readFileBytes } from '../../-components/speech/read-file-bytes';
import { VoicePicker } from '../../-components/speech/voice-picker';

/** The recordings the server converts: WAV and MP3. */
const ACCEPTED_RECORDINGS = 'audio/wav,audio/x-wav,audio/mpeg,audio/mp3,.wav,.mp3';

/** /app/speech-synthesis/speech-to-speech: upload a WAV or MP3 recording, pick a voice, Convert into the player. */
const SpeechToSpeechPage = () => {
  const { generation, player, speechSettings, toaster } = Route.useRouteContext();
  const settings = useObservable(speechSettings.view$);
  const generating = useObservable(generation.view$);
  const [file, setFile] = useState<File | null>(null);
  useObservableEffect(generation.effects$, (effect) => toaster.show(effect.kind, effect.message));

  if (settings === undefined || generating === undefined || settings.status === 'loading') return <PendingPage />;
  const voice = settings.selectedVoice;

  const convert = async () => {
    if (voice === null || file === null) return;
    const bytes = await readFileBytes(file).catch((error: unknown) => {
      toaster.show('error', error instanceof Error ? error.message : BLOB_READ_FAILED_MESSAGE);
      return null;
    });
    if (bytes === null) return;
    const recording = { bytes, name: file.name, contentType: file.type || 'application/octet-stream' };
    // Not tied to this page: the audio keeps streaming into the global player if the person navigates away.
    generation.generate({ kind: 'speechToSpeech', voice: { voiceId: voice.voice_id, voiceName: voice.name }, recording }).subscribe();
  };

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Speech to speech</h1>
        <ShareButton item={generating.latest} />
      </div>
      <SpeechTabs kind="speech-to-speech" />
      {settings.status === 'failed' ? <Alert tone="error">{settings.error ?? 'We could not load the voices.'}</Alert> : null}
      <div className={styles.columns}>
        <div className={styles.panel}>
          <label className={styles.field}>
            <span>Recording (WAV or MP3)</span>
            <input className={styles.input} type="file" accept={ACCEPTED_RECORDINGS} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </label>
          {generating.error === null ? null : <Alert tone="error">{generating.error}</Alert>}
          <div className={styles.row}>
            <Button onClick={() => void convert()} busy={generating.generating} disabled={file === null || voice === null}>
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
