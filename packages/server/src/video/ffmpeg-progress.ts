/** Seconds of an ffmpeg clock "HH:MM:SS.ss", or null when it is not one (e.g. "N/A"). */
export const clockSeconds = (text: string): number | null => {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(text.trim());
  if (match === null) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
};

/** The first input's duration as ffmpeg's log announces it ("Duration: 00:00:03.03, start: …"), or null. */
export const durationInLog = (log: string): number | null => {
  const match = /Duration: ([0-9:.]+)/.exec(log);
  return match?.[1] === undefined ? null : clockSeconds(match[1]);
};

/**
 * Reads the `-progress` report (key=value lines, in chunks that may split lines) and calls back with each
 * out_time in seconds. ffmpeg 4.1 writes out_time_ms in microseconds too, so out_time (the clock) is the one read.
 */
export const createProgressReader = (onOutTime: (seconds: number) => void): ((chunk: Uint8Array) => void) => {
  let pending = '';
  const decoder = new TextDecoder();
  return (chunk) => {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.split('=');
      const seconds = key === 'out_time' && value !== undefined ? clockSeconds(value) : null;
      if (seconds !== null) onOutTime(seconds);
    }
  };
};

/** Progress of a render in [0, 1]: encoded time over the audio's duration, capped at 1; 0 while unknown. */
export const renderProgress = (outTimeSeconds: number, durationSeconds: number | null): number =>
  durationSeconds === null || durationSeconds <= 0 ? 0 : Math.min(Math.max(outTimeSeconds / durationSeconds, 0), 1);
