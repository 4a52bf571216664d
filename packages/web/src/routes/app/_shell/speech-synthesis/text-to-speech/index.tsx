import { createFileRoute } from '@tanstack/react-router';
import type { GenerationRequest } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import { useObservable, useObservableEffect } from '../../../../../app/use-observable';
import { Alert } from '../../../../../ui/alert/alert';
import { Button } from '../../../../../ui/button/button';
import { PendingPage } from '../../../../-components/status-page';
import { ShareButton } from '../../-components/share/share-button';
import { DialogueEditor } from '../../-components/speech/dialogue-editor';
import { VoiceSafetyDialog } from '../../-components/speech/safety-dialog';
import * as styles from '../../-components/speech/speech-page.css';
import { SpeechTabs } from '../../-components/speech/speech-tabs';
import { VoicePicker } from '../../-components/speech/voice-picker';
import { VoiceSettingsPanel } from '../../-components/speech/voice-settings-panel';

type Mode = 'text' | 'dialogue';

/** /app/speech-synthesis/text-to-speech: text or dialogue, voice, model and settings; Generate streams into the player. */
const TextToSpeechPage = () => {
  const { generation, player, speechSettings, dialogue, toaster } = Route.useRouteContext();
  const settings = useObservable(speechSettings.view$);
  const lines = useObservable(dialogue.view$);
  const generating = useObservable(generation.view$);
  const [mode, setMode] = useState<Mode>('text');
  const [text, setText] = useState('');
  useObservableEffect(generation.effects$, (effect) => toaster.show(effect.kind, effect.message));

  if (settings === undefined || lines === undefined || generating === undefined || settings.status === 'loading') return <PendingPage />;
  const voice = settings.selectedVoice;

  const generate = () => {
    if (voice === null) return;
    const speaker = { voiceId: voice.voice_id, voiceName: voice.name };
    let request: GenerationRequest;
    if (mode === 'text') {
      request = { kind: 'speech', voice: speaker, text, modelId: settings.modelId, voiceSettings: settings.settings };
    } else {
      const checked = dialogue.linesToGenerate(voice.voice_id);
      if (E.isLeft(checked)) return toaster.show('error', checked.left);
      request = { kind: 'dialogue', voice: speaker, lines: checked.right, modelId: settings.modelId };
    }
    // Not tied to this page: the audio keeps streaming into the global player if the person navigates away.
    generation.generate(request).subscribe();
  };
  const empty = mode === 'text' ? text.trim() === '' : lines.lines.every((line) => line.text.trim() === '');

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Text to speech</h1>
        <ShareButton item={generating.latest} />
      </div>
      <SpeechTabs kind="text-to-speech" />
      {settings.status === 'failed' ? <Alert tone="error">{settings.error ?? 'We could not load the voices.'}</Alert> : null}
      <div className={styles.columns}>
        <div className={styles.panel}>
          <div className={styles.segmented} role="radiogroup" aria-label="Mode">
            {(['text', 'dialogue'] as const).map((option) => (
              <button key={option} type="button" role="radio" aria-checked={mode === option} className={styles.segment} onClick={() => setMode(option)}>
                {option === 'text' ? 'Text' : 'Dialogue'}
              </button>
            ))}
          </div>
          {mode === 'text' ? (
            <label className={styles.field}>
              <span>Text</span>
              <textarea aria-label="Text" className={styles.textarea} value={text} onChange={(event) => setText(event.target.value)} placeholder="Type or paste the text to speak…" />
              <span className={styles.muted} aria-live="polite">{`${String(text.length)} characters`}</span>
            </label>
          ) : (
            <DialogueEditor
              view={lines}
              voices={settings.voices}
              defaultVoiceId={settings.voiceId ?? ''}
              onText={(index, value) => dialogue.setText(index, value)}
              onVoice={(index, voiceId) => {
                dialogue.setVoice(index, voiceId);
                speechSettings.checkVoiceSafety(voiceId);
              }}
              onAdd={() => dialogue.addLine(settings.voiceId ?? '')}
              onRemove={(index) => dialogue.removeLine(index)}
            />
          )}
          {generating.error === null ? null : <Alert tone="error">{generating.error}</Alert>}
          <div className={styles.row}>
            <Button onClick={generate} busy={generating.generating} disabled={empty || voice === null}>
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
