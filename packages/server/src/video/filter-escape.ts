/**
 * Escapes a value for a filter option inside a filtergraph: first the option level (`\`, `'`, `:`), then the
 * graph level (`\`, `'`, `[`, `]`, `,`, `;`), as ffmpeg's filtergraph syntax documents. Only paths and colours go
 * through here: user text never reaches the command line, drawtext reads it from a file.
 */
export const escapeFilterValue = (value: string): string => {
  const optionLevel = value.replace(/[\\':]/g, (character) => `\\${character}`);
  return optionLevel.replace(/[\\'[\],;]/g, (character) => `\\${character}`);
};
