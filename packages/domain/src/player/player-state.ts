/** Every state of the global audio player. */
export const PLAYER_STATES = ['idle', 'loading', 'ready', 'playing', 'paused', 'ended'] as const;

/** A state of the global audio player. */
export type PlayerState = (typeof PLAYER_STATES)[number];

/** Every event the player state machine understands. */
export const PLAYER_EVENTS = ['load', 'loaded', 'play', 'pause', 'end', 'seek', 'error', 'unload'] as const;

/** Something that happens to the player: a user intent or a report from the audio element. */
export type PlayerEvent = (typeof PLAYER_EVENTS)[number];

type Transitions = Readonly<Record<PlayerState, Partial<Readonly<Record<PlayerEvent, PlayerState>>>>>;

const ANY_LOADED = { load: 'loading', error: 'idle', unload: 'idle' } as const;

const TRANSITIONS: Transitions = {
  idle: { load: 'loading' },
  loading: { load: 'loading', loaded: 'ready', error: 'idle', unload: 'idle' },
  ready: { ...ANY_LOADED, play: 'playing', seek: 'ready' },
  playing: { ...ANY_LOADED, pause: 'paused', end: 'ended', seek: 'playing' },
  paused: { ...ANY_LOADED, play: 'playing', seek: 'paused' },
  ended: { ...ANY_LOADED, play: 'playing', seek: 'paused' },
};

/** True when the value names a player state. */
export const isPlayerState = (value: string): value is PlayerState => (PLAYER_STATES as readonly string[]).includes(value);

/**
 * The player's next state after an event; an event that makes no sense in the current state
 * (play while idle, pause while paused…) leaves the state unchanged.
 */
export const nextPlayerState = (state: PlayerState, event: PlayerEvent): PlayerState => TRANSITIONS[state][event] ?? state;

/** True while an item is loaded and can be played, paused or sought. */
export const hasLoadedItem = (state: PlayerState): boolean => state !== 'idle' && state !== 'loading';
