// @vitest-environment jsdom
import { firstValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { BroadcastTabChannel, TAB_CHANNEL_NAME } from './broadcast-tab-channel.adapter.js';

const opened: { close(): void }[] = [];
const open = <T extends { close(): void }>(channel: T): T => {
  opened.push(channel);
  return channel;
};


describe('BroadcastTabChannel', () => {
  afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

  it('uses the cadence-session channel', () => {
    expect(TAB_CHANNEL_NAME).toBe('cadence-session');
  });

  it('delivers a message to the other tab, and the posting tab does not hear itself', async () => {
    const tabA = open(new BroadcastTabChannel());
    const tabB = open(new BroadcastTabChannel());
    const heardByA = firstValueFrom(tabA.messages$.pipe(take(1)));
    const heardByB = firstValueFrom(tabB.messages$.pipe(take(1)));
    tabA.post({ type: 'signedOut' });
    expect(await heardByB).toEqual({ type: 'signedOut' });
    tabB.post({ type: 'signedIn' });
    // Had tab A heard its own signedOut, that would have come first.
    expect(await heardByA).toEqual({ type: 'signedIn' });
  });

  it('drops messages that are not tab messages', async () => {
    const tab = open(new BroadcastTabChannel());
    const stranger = open(new BroadcastChannel(TAB_CHANNEL_NAME));
    const heard = firstValueFrom(tab.messages$.pipe(take(1)));
    stranger.postMessage({ type: 'hijack' });
    stranger.postMessage('signedOut');
    stranger.postMessage(null);
    stranger.postMessage({ type: 'signedIn', extra: 'dropped' });
    // Messages arrive in order: the first one heard is the first valid one, stripped to its type.
    expect(await heard).toEqual({ type: 'signedIn' });
  });

  it('leaves a tab alone when BroadcastChannel is missing', async () => {
    const tab = new BroadcastTabChannel(TAB_CHANNEL_NAME, () => null);
    expect(() => tab.post({ type: 'signedIn' })).not.toThrow();
    expect(await firstValueFrom(tab.messages$.pipe(toArray()))).toEqual([]);
  });
});
