/** The mono 16-bit PCM of a WAV file as espeak-ng writes it (a 44-byte RIFF header, then the data chunk). */
export interface Pcm {
  readonly samples: Int16Array;
  readonly sampleRate: number;
}

const findChunk = (view: DataView, name: string): { readonly offset: number; readonly size: number } | null => {
  let offset = 12;
  while (offset + 8 <= view.byteLength) {
    const id = String.fromCharCode(view.getUint8(offset), view.getUint8(offset + 1), view.getUint8(offset + 2), view.getUint8(offset + 3));
    const size = view.getUint32(offset + 4, true);
    if (id === name) return { offset: offset + 8, size };
    offset += 8 + size + (size % 2);
  }
  return null;
};

/** Reads mono 16-bit PCM out of a WAV file; the data chunk's size is capped to the bytes present. */
export const readWav = (bytes: Uint8Array): Pcm => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fmt = findChunk(view, 'fmt ');
  const data = findChunk(view, 'data');
  if (fmt === null || data === null) return { samples: new Int16Array(0), sampleRate: 22050 };
  const sampleRate = view.getUint32(fmt.offset + 4, true);
  const size = Math.min(data.size, bytes.byteLength - data.offset);
  const copy = bytes.slice(data.offset, data.offset + size - (size % 2));
  return { samples: new Int16Array(copy.buffer, 0, copy.byteLength / 2), sampleRate };
};

/**
 * The 44-byte header of a mono 16-bit WAV file. dataBytes null (streaming, length unknown) writes the largest size,
 * which players read as "until the end".
 */
export const wavHeader = (sampleRate: number, dataBytes: number | null): Uint8Array => {
  const header = new Uint8Array(44);
  const view = new DataView(header.buffer);
  const text = (offset: number, value: string): void => {
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  };
  const size = dataBytes ?? 0xffffffff - 36;
  text(0, 'RIFF');
  view.setUint32(4, 36 + size, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, size, true);
  return header;
};
