import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** DejaVu Sans from the dejavu-fonts-ttf package: wide Unicode coverage (Latin, Greek, Cyrillic), free licence. */
export const VIDEO_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
