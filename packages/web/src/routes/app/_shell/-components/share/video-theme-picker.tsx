import type { VideoThemeChoice } from '@cadence/application';
import type { VideoTheme } from '@cadence/domain';
import * as styles from './share.css';

/** The three theme radio buttons (Multicolor, White, Black). */
export const VideoThemePicker = ({ themes, onSelect }: { readonly themes: readonly VideoThemeChoice[]; readonly onSelect: (theme: VideoTheme) => void }) => (
  <fieldset className={styles.themes}>
    <legend className={styles.label}>Theme</legend>
    {themes.map((choice) => (
      <label key={choice.theme} className={styles.themeOption}>
        <input type="radio" name="video-theme" value={choice.theme} checked={choice.selected} onChange={() => onSelect(choice.theme)} />
        {choice.label}
      </label>
    ))}
  </fieldset>
);
