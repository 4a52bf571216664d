/** The item's text laid out for the video: the font size chosen and the lines drawn. */
export interface TextBlock {
  readonly fontSize: number;
  readonly lines: readonly string[];
}

/** Tried largest first: short texts read big, long ones still fit the box. */
const FONT_SIZES = [56, 46, 38, 32, 27] as const;
/** DejaVu Sans averages about 0.55 em per character; 0.6 keeps a margin for wide letters. */
const CHARACTER_WIDTH_EM = 0.6;
/** drawtext's line height (the font's ascent and descent, about 1.17 em) plus the line spacing we add. */
const LINE_HEIGHT_EM = 1.17 + 0.25;
export const LINE_SPACING_EM = 0.25;
const ELLIPSIS = '\u2026';

/** Words longer than a line are cut into line-long pieces so nothing runs off the frame. */
const pieces = (word: string, width: number): readonly string[] =>
  word.length <= width ? [word] : Array.from({ length: Math.ceil(word.length / width) }, (_, index) => word.slice(index * width, (index + 1) * width));

/** Greedy word wrap of one paragraph to at most `width` characters per line. */
const wrapParagraph = (paragraph: string, width: number): readonly string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter((part) => part !== '').flatMap((part) => pieces(part, width))) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  return line === '' ? lines : [...lines, line];
};

/** Every paragraph (newline-separated, e.g. dialogue lines) wrapped in turn. */
export const wrapText = (text: string, width: number): readonly string[] =>
  text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, width));

/** The last line shortened so the ellipsis still fits. */
const truncated = (lines: readonly string[], count: number, width: number): readonly string[] => {
  const kept = lines.slice(0, count);
  const last = kept.at(-1) ?? '';
  return [...kept.slice(0, -1), `${last.slice(0, Math.max(width - 1, 0)).trimEnd()}${ELLIPSIS}`];
};

/**
 * The largest font size at which the whole text fits a box of `width` × `height` pixels; when even the smallest
 * does not, the smallest with the text cut after the last line that fits, ending in an ellipsis.
 */
export const layoutTextBlock = (text: string, width: number, height: number): TextBlock => {
  const fit = (fontSize: number) => {
    const perLine = Math.max(Math.floor(width / (fontSize * CHARACTER_WIDTH_EM)), 1);
    const maxLines = Math.max(Math.floor((height + fontSize * LINE_SPACING_EM) / (fontSize * LINE_HEIGHT_EM)), 1);
    return { fontSize, perLine, maxLines, lines: wrapText(text, perLine) };
  };
  const fitting = FONT_SIZES.map(fit).find((candidate) => candidate.lines.length <= candidate.maxLines);
  if (fitting !== undefined) return { fontSize: fitting.fontSize, lines: fitting.lines };
  const smallest = fit(FONT_SIZES[FONT_SIZES.length - 1] ?? 27);
  return { fontSize: smallest.fontSize, lines: truncated(smallest.lines, smallest.maxLines, smallest.perLine) };
};
