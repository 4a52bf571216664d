/** A bracketed tag: `[`, at least one character that is not a bracket, `]`. */
const TAG = /\[[^[\]]+\]/g;

/**
 * Normalises the whitespace inside every bracketed tag: trimmed, and each inner run of whitespace
 * collapsed to one space ("[  very   excited ]" becomes "[very excited]").
 */
export const normaliseTagWhitespace = (text: string): string =>
  text.replace(TAG, (tag) => `[${tag.slice(1, -1).trim().replace(/\s+/g, ' ')}]`);

/** True when the text contains a bracketed tag such as [laughs]. */
export const hasV3Tag = (text: string): boolean => new RegExp(TAG.source).test(text);

/** True when some dialogue line contains a bracketed tag: the share-video dialog then offers the keep-tags checkbox. */
export const dialogueHasV3Tags = (lines: readonly { readonly text: string }[]): boolean =>
  lines.some((line) => hasV3Tag(line.text));

const removeTags = (text: string): string => {
  let current = text;
  for (let next = current.replace(TAG, ' '); next !== current; next = current.replace(TAG, ' ')) current = next;
  return current;
};

/**
 * Removes every bracketed tag (repeatedly, so nested brackets leave none), then tidies spaces:
 * runs of spaces and tabs become one space, spaces before punctuation go, and the ends are trimmed.
 */
export const stripV3Tags = (text: string): string =>
  removeTags(text)
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.!?;:])/g, '$1')
    .replace(/ *\n */g, '\n')
    .trim();
