import type { CatalogueVoice, SpeechSettingsView } from '@cadence/application';
import { Button } from '../../../../../ui/button/button';
import * as styles from './speech-page.css';

/** What the voice picker sends back. */
export interface VoicePickerProps {
  readonly view: SpeechSettingsView;
  readonly onSelect: (voiceId: string) => void;
  /** Plays the selected voice's preview in the global player (with its language previews). */
  readonly onPreview: (voice: CatalogueVoice) => void;
}

/** The voice select: unusable voices are listed but cannot be picked; voices needing verification say so. */
export const VoicePicker = ({ view, onSelect, onPreview }: VoicePickerProps) => (
  <div className={styles.panel}>
    <label className={styles.field}>
      <span>Voice</span>
      <select aria-label="Voice" className={styles.input} value={view.voiceId ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {view.voiceId === null ? <option value="">Choose a voice</option> : null}
        {view.voices.map((option) => (
          <option key={option.voice.voice_id} value={option.voice.voice_id} disabled={option.unusable}>
            {option.needsVerification ? `${option.voice.name} (needs verification)` : option.voice.name}
          </option>
        ))}
      </select>
    </label>
    {view.selectedVoice === null ? null : (
      <div>
        <Button variant="secondary" size="sm" onClick={() => view.selectedVoice !== null && onPreview(view.selectedVoice)}>
          Preview voice
        </Button>
      </div>
    )}
  </div>
);
