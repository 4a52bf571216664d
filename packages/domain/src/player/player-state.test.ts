import { describe, it, expect } from 'vitest';
import { PLAYER_STATES, hasLoadedItem, isPlayerState, nextPlayerState } from './player-state.js';

describe('nextPlayerState', () => {
  it('walks the happy path idle → loading → ready → playing → paused → playing → ended', () => {
    expect(nextPlayerState('idle', 'load')).toBe('loading');
    expect(nextPlayerState('loading', 'loaded')).toBe('ready');
    expect(nextPlayerState('ready', 'play')).toBe('playing');
    expect(nextPlayerState('playing', 'pause')).toBe('paused');
    expect(nextPlayerState('paused', 'play')).toBe('playing');
    expect(nextPlayerState('playing', 'end')).toBe('ended');
  });

  it('replays from ended and a seek after the end pauses', () => {
    expect(nextPlayerState('ended', 'play')).toBe('playing');
    expect(nextPlayerState('ended', 'seek')).toBe('paused');
  });

  it('keeps playing or paused across a seek', () => {
    expect(nextPlayerState('playing', 'seek')).toBe('playing');
    expect(nextPlayerState('paused', 'seek')).toBe('paused');
    expect(nextPlayerState('ready', 'seek')).toBe('ready');
  });

  it('returns to idle on an error or unload, and loading a new item works from any loaded state', () => {
    expect(nextPlayerState('loading', 'error')).toBe('idle');
    expect(nextPlayerState('playing', 'error')).toBe('idle');
    expect(nextPlayerState('paused', 'unload')).toBe('idle');
    expect(nextPlayerState('ended', 'load')).toBe('loading');
    expect(nextPlayerState('playing', 'load')).toBe('loading');
  });

  it('ignores invalid transitions', () => {
    expect(nextPlayerState('idle', 'play')).toBe('idle');
    expect(nextPlayerState('idle', 'seek')).toBe('idle');
    expect(nextPlayerState('loading', 'play')).toBe('loading');
    expect(nextPlayerState('paused', 'pause')).toBe('paused');
    expect(nextPlayerState('ready', 'end')).toBe('ready');
    expect(nextPlayerState('idle', 'error')).toBe('idle');
  });
});

describe('player state helpers', () => {
  it('lists the six states', () => {
    expect(PLAYER_STATES).toEqual(['idle', 'loading', 'ready', 'playing', 'paused', 'ended']);
    expect(isPlayerState('stopped')).toBe(false);
  });

  it('knows when an item is loaded', () => {
    expect(hasLoadedItem('idle')).toBe(false);
    expect(hasLoadedItem('loading')).toBe(false);
    expect(hasLoadedItem('paused')).toBe(true);
  });
});
