/** The top-level boxes of an MP4 file, in order: their types and where their contents start and end. */
export const topLevelBoxes = (bytes: Uint8Array): readonly { type: string; start: number; end: number }[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: { type: string; start: number; end: number }[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = view.getUint32(offset);
    const type = new TextDecoder().decode(bytes.subarray(offset + 4, offset + 8));
    if (size < 8) break;
    boxes.push({ type, start: offset + 8, end: offset + size });
    offset += size;
  }
  return boxes;
};

/** The movie's duration in seconds from moov/mvhd (version 0 or 1). */
export const movieDurationSeconds = (bytes: Uint8Array): number => {
  const moov = topLevelBoxes(bytes).find((box) => box.type === 'moov');
  if (moov === undefined) throw new Error('No moov box');
  const inner = topLevelBoxes(bytes.subarray(moov.start, moov.end)).find((box) => box.type === 'mvhd');
  if (inner === undefined) throw new Error('No mvhd box');
  const view = new DataView(bytes.buffer, bytes.byteOffset + moov.start + inner.start);
  return view.getUint8(0) === 1
    ? Number(view.getBigUint64(24)) / view.getUint32(20)
    : view.getUint32(16) / view.getUint32(12);
};
