/** The design tokens as plain data: the two colour palettes and the scales every theme shares. */

const lightColor = {
  background: '#f6f6f8',
  backgroundAccent: '#ece9ff',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f0f0f4',
  text: '#12131a',
  textMuted: '#5c6170',
  textSubtle: '#646978',
  border: '#e3e4ea',
  borderStrong: '#c9cbd4',
  accent: '#5b4cf0',
  accentHover: '#4b3cdc',
  accentSoft: '#eeecff',
  accentText: '#ffffff',
  danger: '#c62f3b',
  dangerSoft: '#fdecee',
  success: '#137244',
  successSoft: '#e7f6ee',
  focusRing: 'rgba(91, 76, 240, 0.45)',
  overlay: 'rgba(14, 15, 22, 0.45)',
  toastBackground: '#16171f',
  toastText: '#f4f4f7',
} as const;

/** The colour names every palette defines. */
export type ColorTokens = Readonly<Record<keyof typeof lightColor, string>>;

const darkColor: ColorTokens = {
  background: '#0c0d12',
  backgroundAccent: '#1b1838',
  surface: '#15161d',
  surfaceRaised: '#1c1e27',
  surfaceSunken: '#101117',
  text: '#eceef3',
  textMuted: '#a1a6b4',
  textSubtle: '#8d93a3',
  border: '#272a35',
  borderStrong: '#3a3e4c',
  accent: '#8f84ff',
  accentHover: '#a59cff',
  accentSoft: '#24214a',
  accentText: '#0c0d12',
  danger: '#ff6b76',
  dangerSoft: '#3a1a1f',
  success: '#4ccf8a',
  successSoft: '#12301f',
  focusRing: 'rgba(143, 132, 255, 0.55)',
  overlay: 'rgba(0, 0, 0, 0.6)',
  toastBackground: '#f4f4f7',
  toastText: '#12131a',
};

/** The colour palettes by theme. */
export const palettes = { light: lightColor, dark: darkColor } as const;

/** A colour token's name. */
export type ColorToken = keyof ColorTokens;

/** The tokens text is written in, and the tokens it is written on: every pair must reach 4.5:1 (WCAG 1.4.3 AA). */
export const textColors = ['text', 'textMuted', 'textSubtle', 'accent', 'danger', 'success'] as const satisfies readonly ColorToken[];
export const textBackgrounds = [
  'background', 'backgroundAccent', 'surface', 'surfaceRaised', 'surfaceSunken', 'accentSoft', 'dangerSoft', 'successSoft',
] as const satisfies readonly ColorToken[];

/** Text on a filled control or panel: [text, fill]; these too must reach 4.5:1. */
export const textOnFills: ReadonlyArray<readonly [ColorToken, ColorToken]> = [
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['accentText', 'danger'],
  ['toastText', 'toastBackground'],
];

/** Shadows differ per theme: dark surfaces need deeper, less diffuse shadows. */
export const shadows = {
  light: {
    small: '0 1px 2px rgba(18, 19, 26, 0.06)',
    medium: '0 4px 16px rgba(18, 19, 26, 0.08), 0 1px 3px rgba(18, 19, 26, 0.06)',
    large: '0 24px 48px rgba(18, 19, 26, 0.16), 0 4px 12px rgba(18, 19, 26, 0.08)',
  },
  dark: {
    small: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 16px rgba(0, 0, 0, 0.45)',
    large: '0 24px 48px rgba(0, 0, 0, 0.6)',
  },
} as const;

/** The scales shared by every theme. */
export const scales = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
    huge: '72px',
  },
  radius: { sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '999px' },
  font: {
    body: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '26px', display: '34px' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.65' },
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  zIndex: { header: '10', overlay: '40', dialog: '50', toast: '60', tooltip: '70' },
  size: {
    headerHeight: '60px',
    authCardWidth: '420px',
    contentWidth: '1080px',
    dialogWidth: '460px',
    pricingWidth: '1720px',
    progressHeight: '10px',
  },
} as const;

/** The names of the colour themes. */
export type ThemeName = keyof typeof palettes;
