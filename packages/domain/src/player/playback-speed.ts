import * as O from 'fp-ts/lib/Option.js';

/** The speeds offered by the player's speed selector, slowest first. */
export const PLAYBACK_SPEEDS = [0.8, 1, 1.2, 1.5, 2] as const;

/** A speed the player offers. */
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** The speed a new item plays at: 1. */
export const DEFAULT_PLAYBACK_SPEED: PlaybackSpeed = 1;

/** True when the number is one of the offered speeds. */
export const isPlaybackSpeed = (value: number): value is PlaybackSpeed =>
  (PLAYBACK_SPEEDS as readonly number[]).includes(value);

/** The offered speed equal to the number, or none. */
export const parsePlaybackSpeed = (value: number): O.Option<PlaybackSpeed> =>
  isPlaybackSpeed(value) ? O.some(value) : O.none;
