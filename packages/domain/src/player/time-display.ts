/** Seconds in an hour: from this total length on, times show hours. */
export const SECONDS_PER_HOUR = 3600;

const wholeSeconds = (seconds: number): number => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A time as m:ss, or h:mm:ss when withHours is set; fractions are dropped and a negative, NaN or
 * infinite time shows as zero.
 */
export const formatPlayerTime = (seconds: number, withHours = false): string => {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const rest = twoDigits(total % 60);
  if (withHours || hours > 0) return `${hours}:${twoDigits(minutes)}:${rest}`;
  return `${minutes}:${rest}`;
};

/** The elapsed and total times of the player bar, both as h:mm:ss once the total reaches an hour, else both as m:ss. */
export const formatPlayerTimes = (
  elapsedSeconds: number,
  totalSeconds: number,
): { readonly elapsed: string; readonly total: string } => {
  const withHours = wholeSeconds(totalSeconds) >= SECONDS_PER_HOUR;
  return { elapsed: formatPlayerTime(elapsedSeconds, withHours), total: formatPlayerTime(totalSeconds, withHours) };
};
