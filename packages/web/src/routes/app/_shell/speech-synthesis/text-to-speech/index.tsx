import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useObservable } from '../../../../../app/use-observable';
import { Alert } from '../../../../../ui/alert/alert';
import { Button } from '../../../../../ui/button/button';
import { SegmentedControl } from '../../../../../ui/segmented-control/segmented-control';
import { PendingPage } from '../../../../-components/status-page';
import { QuotaWarning } from '../../-components/speech/quota-warning';
import { ShareButton } from '../../-components/share/share-button';
import { DialogueEditor } from '../../-components/speech/dialogue-editor';
import { VoiceSafetyDialog } from '../../-components/speech/safety-dialog';
import * as styles from '../../-components/speech/speech-page.css';
import { SpeechTabs } from '../../-components/speech/speech-tabs';
import { VoicePicker } from '../../-components/speech/voice-picker';
import { VoiceSettingsPanel } from '../../-components/speech/voice-settings-panel';

const MODES = [
  { value: 'text', label: 'Text' },
  { value: 'dialogue', label: 'Dialogue' },
] as const;

/** /app/speech-synthesis/text-to-speech: text or dialogue, voice, model and settings; Generate streams into the player. */
const TextToSpeechPage = () => {
  const { textToSpeechPage: page, player, speechSettings } = Route.useRouteContext();
  const view = useObservable(page.view$);
  // A page shown again starts afresh, even when the view's subscription outlived the last visit for a moment.
  useEffect(() => page.open(), [page]);

  if (view === undefined || view.pending) return <PendingPage />;
  const { settings } = view;

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Text to speech</h1>
        <ShareButton item={view.latest} />
      </div>
      <SpeechTabs kind="text-to-speech" />
      {view.loadFailure === null ? null : <Alert tone="error">{view.loadFailure}</Alert>}
      <div className={styles.columns}>
        <div className={styles.panel}>
          <SegmentedControl label="Mode" value={view.mode} options={MODES} onChange={(mode) => page.chooseMode(mode)} />
          {view.mode === 'text' ? (
            <label className={styles.field}>
              <span>Text</span>
              <textarea aria-label="Text" className={styles.textarea} value={view.text} onChange={(event) => page.changeText(event.target.value)} placeholder="Type or paste the text to speak…" />
              <span className={styles.muted} aria-live="polite">{view.quotaText}</span>
            </label>
          ) : (
            <DialogueEditor
              view={view.dialogue}
              voices={settings.voices}
              defaultVoiceId={view.defaultVoiceId}
              onText={(index, value) => page.setLineText(index, value)}
              onVoice={(index, voiceId) => page.setLineVoice(index, voiceId)}
              onAdd={() => page.addLine()}
              onRemove={(index) => page.removeLine(index)}
            />
          )}
          {view.mode === 'dialogue' ? <span className={styles.muted} aria-live="polite">{view.quotaText}</span> : null}
          <QuotaWarning warning={view.quotaWarning} />
          {view.generationError === null ? null : <Alert tone="error">{view.generationError}</Alert>}
          <div className={styles.row}>
            <Button onClick={() => page.generate()} busy={view.generating} disabled={!view.canGenerate}>
              Generate
            </Button>
          </div>
        </div>
        <div className={styles.panel}>
          <VoicePicker view={settings} onSelect={(voiceId) => speechSettings.selectVoice(voiceId)} onPreview={(voice) => player.playVoicePreview(voice)} />
          <VoiceSettingsPanel view={settings} onModel={(modelId) => speechSettings.selectModel(modelId)} onChange={(change) => speechSettings.changeSettings(change)} />
        </div>
      </div>
      <VoiceSafetyDialog dialog={settings.safetyDialog} onClose={() => speechSettings.dismissSafetyDialog()} />
    </div>
  );
};

export const Route = createFileRoute('/app/_shell/speech-synthesis/text-to-speech/')({
  component: TextToSpeechPage,
});
