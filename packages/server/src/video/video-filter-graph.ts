import type { VideoTheme } from '@cadence/domain';
import { escapeFilterValue } from './filter-escape.js';
import { VIDEO_PALETTES } from './video-palettes.js';
import { LINE_SPACING_EM, type TextBlock } from './wrap-text.js';

/** 16:9 HD: what players and feeds show without letterboxing, and fewer pixels to encode than 1080×1080. */
export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
export const VIDEO_FPS = 25;
const MARGIN = 80;
/** The box the item's text is fitted into, between the product name and the voice name. */
export const TEXT_BOX = { x: MARGIN, y: 140, width: VIDEO_WIDTH - 2 * MARGIN, height: 280 } as const;
const WAVE = { x: MARGIN, y: 510, width: VIDEO_WIDTH - 2 * MARGIN, height: 150 } as const;
export const PRODUCT_NAME = 'Cadence';

/** Files drawtext reads: the fonts, and the user's text and voice name written to files, never put on the command line. */
export interface LayoutFiles {
  readonly font: string;
  readonly boldFont: string;
  readonly textFile: string;
  readonly voiceFile: string;
}

const drawText = (font: string, source: string, options: string): string =>
  `drawtext=fontfile=${escapeFilterValue(font)}:${source}:${options}`;

const fromFile = (path: string): string => `textfile=${escapeFilterValue(path)}:expansion=none`;

/**
 * The filtergraph of one theme: background, product name, text, voice name and the waveform of input 0's audio,
 * to the output label [v]. A video draws a live waveform (showwaves) on a looped background; a still draws the
 * whole audio's waveform once (showwavespic).
 */
export const videoFilterGraph = (theme: VideoTheme, block: TextBlock, files: LayoutFiles, kind: 'video' | 'still'): string => {
  const palette = VIDEO_PALETTES[theme];
  const background = palette.background(VIDEO_WIDTH, VIDEO_HEIGHT);
  const size = `s=${WAVE.width}x${WAVE.height}`;
  const [bg, wave, overlay] = kind === 'video'
    ? [`${background},loop=loop=-1:size=1,fps=${VIDEO_FPS}`, `showwaves=${size}:mode=cline:scale=cbrt:draw=full:r=${VIDEO_FPS}:colors=${palette.wave}`, 'shortest=1']
    : [background, `showwavespic=${size}:colors=${palette.wave}`, 'eof_action=repeat'];
  const spacing = Math.round(block.fontSize * LINE_SPACING_EM);
  return [
    `${bg}[bg]`,
    `[0:a]${wave},format=rgba[wave]`,
    [
      `[bg][wave]overlay=${WAVE.x}:${WAVE.y}:${overlay}`,
      drawText(files.boldFont, `text=${PRODUCT_NAME}`, `fontsize=34:fontcolor=${palette.text}:x=${MARGIN}:y=56`),
      drawText(files.font, fromFile(files.textFile),
        `fontsize=${block.fontSize}:line_spacing=${spacing}:fontcolor=${palette.text}:x=${TEXT_BOX.x}:y=${TEXT_BOX.y}+(${TEXT_BOX.height}-text_h)/2`),
      drawText(files.font, fromFile(files.voiceFile), `fontsize=28:fontcolor=${palette.secondary}:x=${MARGIN}:y=446`),
      `format=${kind === 'video' ? 'yuv420p' : 'rgb24'}[v]`,
    ].join(','),
  ].join(';');
};
