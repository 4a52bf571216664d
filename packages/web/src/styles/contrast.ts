/** WCAG 2.2 relative luminance and contrast ratio of opaque sRGB colours written as #rgb or #rrggbb. */

const channels = (hex: string): readonly [number, number, number] => {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not an opaque hex colour: ${hex}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as unknown as readonly [number, number, number];
};

const linear = (channel: number): number => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);

/** The relative luminance of a colour, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const [red, green, blue] = channels(hex).map(linear) as unknown as readonly [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};
