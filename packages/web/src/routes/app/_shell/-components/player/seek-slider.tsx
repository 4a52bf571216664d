import * as Slider from '@radix-ui/react-slider';
import { SLIDER_DEFAULTS } from '@cadence/domain';
import * as styles from './player-bar.css';

/** The seek slider: a fraction of the item from 0 to 1 in the spec's steps of 0.005. */
export const SeekSlider = ({ value, disabled, onSeek }: { readonly value: number; readonly disabled: boolean; readonly onSeek: (fraction: number) => void }) => (
  <Slider.Root
    className={styles.sliderRoot}
    min={SLIDER_DEFAULTS.min}
    max={SLIDER_DEFAULTS.max}
    step={SLIDER_DEFAULTS.step}
    value={[value]}
    disabled={disabled}
    onValueChange={([fraction]) => {
      if (fraction !== undefined) onSeek(fraction);
    }}
  >
    <Slider.Track className={styles.sliderTrack}>
      <Slider.Range className={styles.sliderRange} />
    </Slider.Track>
    <Slider.Thumb className={styles.sliderThumb} aria-label="Seek" />
  </Slider.Root>
);
