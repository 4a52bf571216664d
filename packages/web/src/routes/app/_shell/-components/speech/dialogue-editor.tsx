import type { DialogueView, VoiceOption } from '@cadence/application';
import { Alert } from '../../../../../ui/alert/alert';
import { Button } from '../../../../../ui/button/button';
import * as styles from './speech-page.css';

/** What the dialogue editor sends back. */
export interface DialogueEditorProps {
  readonly view: DialogueView;
  readonly voices: readonly VoiceOption[];
  readonly defaultVoiceId: string;
  readonly onText: (index: number, text: string) => void;
  readonly onVoice: (index: number, voiceId: string) => void;
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
}

/** Dialogue mode: one row per line (its voice and text), add and remove, and the line and character counters. */
export const DialogueEditor = ({ view, voices, defaultVoiceId, onText, onVoice, onAdd, onRemove }: DialogueEditorProps) => (
  <div className={styles.panel}>
    <ol className={styles.panel} aria-label="Dialogue lines">
      {view.lines.map((line, index) => {
        const number = String(index + 1);
        return (
          <li key={index} className={styles.line}>
            <select
              className={styles.input}
              aria-label={`Line ${number} voice`}
              value={line.voice_id || defaultVoiceId}
              onChange={(event) => onVoice(index, event.target.value)}
            >
              {voices.map((option) => (
                <option key={option.voice.voice_id} value={option.voice.voice_id} disabled={option.unusable}>{option.voice.name}</option>
              ))}
            </select>
            <input className={styles.input} aria-label={`Line ${number} text`} value={line.text} onChange={(event) => onText(index, event.target.value)} />
            <Button variant="secondary" size="sm" aria-label={`Remove line ${number}`} onClick={() => onRemove(index)}>
              Remove
            </Button>
          </li>
        );
      })}
    </ol>
    <div className={styles.row}>
      <Button variant="secondary" disabled={!view.canAddLine} onClick={onAdd}>
        Add line
      </Button>
      <span className={styles.muted}>
        {`${String(view.lines.length)} / ${String(view.maxLines)} lines · ${String(view.characterCount)} / ${String(view.maxCharacters)} characters`}
      </span>
    </div>
    {view.error === null ? null : <Alert tone="error">{view.error}</Alert>}
  </div>
);
