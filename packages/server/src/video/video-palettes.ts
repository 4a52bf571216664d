import type { VideoTheme } from '@cadence/domain';

/** How a theme looks: the background source (a filtergraph of one frame) and the colours drawn on it. */
export interface VideoPalette {
  readonly background: (width: number, height: number) => string;
  readonly text: string;
  readonly secondary: string;
  readonly wave: string;
}

const plain = (colour: string) => (width: number, height: number): string => `color=c=${colour}:s=${width}x${height}:r=1:d=1,format=rgb24`;

/** A diagonal violet → magenta → coral blend, computed once per render (one frame, looped). */
const gradient = (width: number, height: number): string =>
  `${plain('black')(width, height)},geq=r='80+110*X/W+20*Y/H':g='40+40*Y/H':b='210-130*X/W'`;

/** The three themes: colour (labelled Multicolor), light (White) and dark (Black). */
export const VIDEO_PALETTES: Readonly<Record<VideoTheme, VideoPalette>> = {
  colour: { background: gradient, text: 'white', secondary: 'white@0.8', wave: 'white@0.9' },
  light: { background: plain('0xffffff'), text: '0x111827', secondary: '0x4b5563', wave: '0x6d28d9' },
  dark: { background: plain('0x000000'), text: 'white', secondary: '0x9ca3af', wave: '0xa78bfa' },
};
