/**
 * A streaming linear-interpolation resampler for mono 16-bit PCM: it keeps its position and the last sample
 * between chunks, so chunk boundaries leave no gap or jump.
 */
export const createResampler = (from: number, to: number): ((input: Int16Array) => Int16Array) => {
  if (from === to) return (input) => input;
  const step = from / to;
  let position = 0;
  let previous = 0;
  return (input) => {
    const output: number[] = [];
    // position is measured from the sample before input[0] (index -1 = previous).
    while (position < input.length) {
      const base = Math.floor(position);
      const fraction = position - base;
      const left = base === 0 ? previous : (input[base - 1] ?? 0);
      const right = input[base] ?? 0;
      output.push(Math.round(left + (right - left) * fraction));
      position += step;
    }
    position -= input.length;
    previous = input[input.length - 1] ?? previous;
    return Int16Array.from(output);
  };
};
