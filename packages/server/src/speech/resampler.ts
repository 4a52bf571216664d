/**
 * A streaming linear-interpolation resampler for mono 16-bit PCM: it keeps its position and the last sample
 * between chunks, so chunk boundaries leave no gap or jump. Each chunk's output is written straight into one
 * Int16Array sized in advance (no per-sample allocation: long generations resample millions of samples).
 */
export const createResampler = (from: number, to: number): ((input: Int16Array) => Int16Array) => {
  if (from === to) return (input) => input;
  const step = from / to;
  let position = 0;
  let previous = 0;
  return (input) => {
    // position is measured from the sample before input[0] (index -1 = previous); +1 absorbs float rounding.
    const output = new Int16Array(Math.max(Math.ceil((input.length - position) / step) + 1, 0));
    let written = 0;
    while (position < input.length) {
      const base = Math.floor(position);
      const left = base === 0 ? previous : (input[base - 1] ?? 0);
      const right = input[base] ?? 0;
      output[written] = Math.round(left + (right - left) * (position - base));
      written += 1;
      position += step;
    }
    position -= input.length;
    previous = input[input.length - 1] ?? previous;
    return output.subarray(0, written);
  };
};
