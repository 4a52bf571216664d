import type { SpeechSettingsView, SpeechVoiceSettings } from '@cadence/application';
import { VOICE_SETTING_RANGES } from '@cadence/domain';
import { Checkbox } from '../../../../../ui/checkbox/checkbox';
import * as styles from './speech-page.css';

type NumericSetting = 'stability' | 'similarityBoost' | 'style' | 'speed';

/** The sliders, each with the domain's range for its setting. */
const SLIDERS: readonly { readonly key: NumericSetting; readonly label: string; readonly min: number; readonly max: number }[] = [
  { key: 'stability', label: 'Stability', ...VOICE_SETTING_RANGES.stability },
  { key: 'similarityBoost', label: 'Similarity', ...VOICE_SETTING_RANGES.similarity_boost },
  { key: 'style', label: 'Style', ...VOICE_SETTING_RANGES.style },
  { key: 'speed', label: 'Speed', ...VOICE_SETTING_RANGES.speed },
];

/** The model select and the voice settings of the selected voice. */
export const VoiceSettingsPanel = ({
  view,
  onModel,
  onChange,
}: {
  readonly view: SpeechSettingsView;
  readonly onModel: (modelId: string) => void;
  readonly onChange: (change: Partial<SpeechVoiceSettings>) => void;
}) => (
  <div className={styles.panel}>
    <label className={styles.field}>
      <span>Model</span>
      <select aria-label="Model" className={styles.input} value={view.modelId} onChange={(event) => onModel(event.target.value)}>
        {view.models.map((model) => (
          <option key={model.modelId} value={model.modelId}>{model.name}</option>
        ))}
      </select>
    </label>
    {view.settings === null ? null : (
      <>
        {SLIDERS.map(({ key, label, min, max }) => (
          <label key={key} className={styles.field}>
            <span className={styles.row}>
              <span>{label}</span>
              <span className={styles.muted}>{view.settings?.[key].toFixed(2)}</span>
            </span>
            <input type="range" aria-label={label} min={min} max={max} step={0.01} value={view.settings?.[key]} onChange={(event) => onChange({ [key]: Number(event.target.value) })} />
          </label>
        ))}
        <Checkbox label="Speaker boost" checked={view.settings.useSpeakerBoost} onChange={(event) => onChange({ useSpeakerBoost: event.target.checked })} />
      </>
    )}
  </div>
);
