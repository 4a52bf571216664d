import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const ITEM = { shareId: 's1', text: 'Hello there', voiceName: 'Rachel', publicUserName: 'Ada', dateUnix: 1_790_000_000, audioUrl: 'https://api.test/v1/shared/s1/audio' };

describe('/share/$shareId', () => {
  it('shows the shared text, voice, public name and an audio player, without signing in', async () => {
    const app = renderApp('/share/s1');
    await screen.findByRole('status');
    expect(app.sharedItem.requested).toEqual(['s1']);
    act(() => app.sharedItem.view.next({ status: 'ready', item: ITEM, date: '09/21/2026' }));
    expect((await screen.findByRole('heading', { name: 'Rachel' })).textContent).toBe('Rachel');
    expect(screen.getByText('Hello there')).toBeDefined();
    expect(screen.getByText('Shared by Ada · 09/21/2026')).toBeDefined();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(ITEM.audioUrl);
  });

  it('shows the server’s message for an unknown link', async () => {
    const app = renderApp('/share/nope');
    act(() => app.sharedItem.view.next({ status: 'failed', message: 'Shared item not found' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Shared item not found');
  });
});
