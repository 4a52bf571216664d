import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const ITEM = { shareId: 's1', text: 'Hello there', voiceName: 'Rachel', publicUserName: 'Ada', dateUnix: 1_790_000_000, audioUrl: 'https://api.test/v1/shared/s1/audio' };
const SIGN_UP = {
  madeWith: 'Made with Cadence Text to Speech, in the voice Rachel.',
  invitation: 'Try it yourself: pick a voice, type or record what it should say, and hear it in seconds.',
  label: 'Get Started Free',
  to: '/app/sign-up',
} as const;

describe('/share/$shareId', () => {
  it('shows the shared text, voice, public name and an audio player, without signing in', async () => {
    const app = renderApp('/share/s1');
    await screen.findByRole('status');
    expect(app.sharedItem.requested).toEqual(['s1']);
    act(() => app.sharedItem.view.next({ status: 'ready', item: ITEM, date: '09/21/2026', onward: SIGN_UP }));
    expect((await screen.findByRole('heading', { name: 'Rachel' })).textContent).toBe('Rachel');
    expect(screen.getByText('Hello there')).toBeDefined();
    expect(screen.getByText('Shared by Ada · 09/21/2026')).toBeDefined();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(ITEM.audioUrl);
  });

  it('says what made it and invites the visitor to try it, linking to sign-up', async () => {
    const app = renderApp('/share/s1');
    act(() => app.sharedItem.view.next({ status: 'ready', item: ITEM, date: '09/21/2026', onward: SIGN_UP }));
    const onward = await screen.findByRole('complementary', { name: 'Try it yourself' });
    expect(within(onward).getByText('Made with Cadence Text to Speech, in the voice Rachel.')).toBeDefined();
    expect(within(onward).getByText(SIGN_UP.invitation)).toBeDefined();
    await app.user.click(within(onward).getByRole('link', { name: 'Get Started Free' }));
    expect(app.router.state.location.pathname).toBe('/app/sign-up');
  });

  it('leads a person signed in to the tool that made it', async () => {
    const app = renderApp('/share/s1');
    act(() => app.sharedItem.view.next({
      status: 'ready', item: ITEM, date: '09/21/2026', onward: { ...SIGN_UP, label: 'Open Text to Speech', to: '/app/speech-synthesis/text-to-speech' },
    }));
    expect((await screen.findByRole('link', { name: 'Open Text to Speech' })).getAttribute('href')).toBe('/app/speech-synthesis/text-to-speech');
  });

  it('shows the server’s message for an unknown link, and still a way onward', async () => {
    const app = renderApp('/share/nope');
    act(() => app.sharedItem.view.next({ status: 'failed', message: 'Shared item not found', onward: { ...SIGN_UP, madeWith: null } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Shared item not found');
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/app/sign-up');
    expect(screen.queryByText(/Made with/)).toBeNull();
  });
});
