/**
 * `@cadence/domain/results`: the shapes the domain's results come in (fp-ts's Either and Option, which are plain
 * tagged objects) and the helpers to read or build them without importing fp-ts.
 * @packageDocumentation
 */
export {
  isLeft,
  isRight,
  isSome,
  isNone,
  left,
  right,
  some,
  none,
  toNullable,
  fromNullable,
  toResult,
  type Either,
  type Option,
  type Left,
  type Right,
  type Some,
  type None,
} from './results.js';
