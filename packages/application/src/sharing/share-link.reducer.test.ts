import { describe, expect, it } from 'vitest';
import { historyItem } from '../history/testing/history-fakes.js';
import { CLOSED_SHARE_LINK, shareLinkReducer, type ShareLinkEvent } from './share-link.reducer.js';

const LINK = 'https://cadence.test/share/abcdefghijklmnopqrstuvwxyz';
const run = (...events: ShareLinkEvent[]) => events.reduce(shareLinkReducer, CLOSED_SHARE_LINK);
const loaded = (historyItemId = 'h1'): ShareLinkEvent => ({ type: 'linkLoaded', historyItemId, link: LINK, publicName: 'Ada' });

describe('share-link reducer', () => {
  it('loads the link of the opened item, shown cut to 38 characters', () => {
    expect(run({ type: 'opened', item: historyItem('h1') })).toMatchObject({ historyItemId: 'h1', status: 'loading', link: null });
    expect(run({ type: 'opened', item: historyItem('h1') }, loaded())).toEqual({
      historyItemId: 'h1', status: 'ready', link: LINK, displayLink: `${LINK.slice(0, 38)}\u2026`, publicName: 'Ada', error: null,
    });
  });

  it('ignores the answer for an item no longer open, and clears everything on close', () => {
    const reopened = run({ type: 'opened', item: historyItem('h1') }, { type: 'opened', item: historyItem('h2') }, loaded('h1'));
    expect(reopened).toMatchObject({ historyItemId: 'h2', status: 'loading' });
    expect(run({ type: 'opened', item: historyItem('h1') }, loaded(), { type: 'closed' })).toBe(CLOSED_SHARE_LINK);
  });

  it('shows a failure with its message', () => {
    const failed = run({ type: 'opened', item: historyItem('h1') }, { type: 'linkFailed', historyItemId: 'h1', message: 'Gone' });
    expect(failed).toMatchObject({ historyItemId: 'h1', status: 'failed', error: 'Gone', link: null });
  });

  it('shows a saved public name only once the link is there', () => {
    expect(run({ type: 'opened', item: historyItem('h1') }, loaded(), { type: 'publicNameSaved', name: 'Ada L.' }).publicName).toBe('Ada L.');
    expect(run({ type: 'opened', item: historyItem('h1') }, { type: 'publicNameSaved', name: 'Ada L.' }).publicName).toBe('');
  });

  it('leaves the state as it is for intents that only use the link', () => {
    const ready = run({ type: 'opened', item: historyItem('h1') }, loaded());
    for (const event of [{ type: 'copyLink' }, { type: 'openNetwork', network: 'x' }, { type: 'nativeShare' }, { type: 'savePublicName', name: 'x' }] as const) {
      expect(shareLinkReducer(ready, event)).toBe(ready);
    }
  });
});
