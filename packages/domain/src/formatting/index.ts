export {
  type RelativeDate,
  type RelativeDateUnit,
  type RelativeDateDirection,
  JUST_NOW,
  DAYS_PER_RELATIVE_MONTH,
  relativeDate,
  relativeDatePhrase,
  formatRelativeDate,
} from './format-relative-date.js';
export {
  type AbsoluteDateError,
  MAX_ABSOLUTE_INSTANT_MS,
  MAX_UTC_OFFSET_MINUTES,
  formatAbsoluteDate,
  formatAbsoluteTime,
} from './format-absolute-date.js';
export { COUNT_THOUSAND, COUNT_MILLION, formatCount } from './format-count.js';
export { type SizeUnit, SIZE_UNITS, SIZE_UNIT_BASE, formatSize } from './format-size.js';
