import * as O from 'fp-ts/lib/Option.js';

/** The themes of a share video, in the dialog's order. */
export const VIDEO_THEMES = ['colour', 'light', 'dark'] as const;

/** A share-video theme. */
export type VideoTheme = (typeof VIDEO_THEMES)[number];

/** The theme the share-video dialog starts with and returns to on close: colour. */
export const DEFAULT_VIDEO_THEME: VideoTheme = 'colour';

/** The label of each theme choice. */
export const VIDEO_THEME_LABELS: Readonly<Record<VideoTheme, string>> = {
  colour: 'Multicolor',
  light: 'White',
  dark: 'Black',
};

/** The theme named by an untrusted string, or none. */
export const parseVideoTheme = (value: string): O.Option<VideoTheme> =>
  (VIDEO_THEMES as readonly string[]).includes(value) ? O.some(value as VideoTheme) : O.none;
