import * as RadioGroup from '@radix-ui/react-radio-group';
import * as styles from './segmented-control.css';

/** One choice of a segmented control. */
export interface SegmentedOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

/** The props of a segmented control. */
export interface SegmentedControlProps<T extends string> {
  /** The group's accessible name. */
  readonly label: string;
  readonly value: T;
  readonly options: readonly SegmentedOption<T>[];
  readonly onChange: (value: T) => void;
}

/**
 * Two or more exclusive choices shown as one pill (Text / Dialogue). A Radix radio group: one tab stop, and the arrow
 * keys move to and choose the next or previous option, as WAI-ARIA's radio group pattern asks.
 */
export const SegmentedControl = <T extends string>({ label, value, options, onChange }: SegmentedControlProps<T>) => (
  <RadioGroup.Root
    className={styles.group}
    aria-label={label}
    value={value}
    loop
    onValueChange={(next) => {
      const chosen = options.find((option) => option.value === next);
      if (chosen !== undefined) onChange(chosen.value);
    }}
  >
    {options.map((option) => (
      <RadioGroup.Item key={option.value} value={option.value} className={styles.segment}>
        {option.label}
      </RadioGroup.Item>
    ))}
  </RadioGroup.Root>
);
