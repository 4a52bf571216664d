/** The longest segment sent to the engine at once: longer sentences are cut at a space. */
const MAX_SEGMENT = 400;

const cutLong = (segment: string): readonly string[] => {
  if (segment.length <= MAX_SEGMENT) return [segment];
  const space = segment.lastIndexOf(' ', MAX_SEGMENT);
  const at = space > 0 ? space + 1 : MAX_SEGMENT;
  return [segment.slice(0, at), ...cutLong(segment.slice(at))];
};

/**
 * Splits text into sentence-sized segments (ends at . ! ? … and line breaks, with the following spaces kept), so
 * the engine can render and send the first sentence while the rest waits. The segments concatenate to the text.
 */
export const textSegments = (text: string): readonly string[] => {
  const sentences = text.match(/[^.!?…\n]*(?:[.!?…]+|\n+|$)\s*/gu) ?? [];
  return sentences.filter((sentence) => sentence.length > 0).flatMap(cutLong);
};
