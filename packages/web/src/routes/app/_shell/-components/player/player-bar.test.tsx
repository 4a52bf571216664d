import { toast } from '@cadence/application';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../../../test/fakes';
import { renderApp } from '../../../../../test/render-app';
import { playingView } from '../../../../../test/speech-fakes';

const bar = () => screen.findByRole('region', { name: 'Audio player' });

describe('the global player bar', () => {
  it('is absent while the player holds nothing', async () => {
    renderApp('/app/home', { session: SIGNED_IN });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
  });

  it('shows the item, voice, times and sends the controls to the player', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN, player: playingView() });
    const region = await bar();
    expect(within(region).getByText('Hello world')).toBeDefined();
    expect(within(region).getByText('Rachel')).toBeDefined();
    expect(within(region).getByLabelText('Elapsed time').textContent).toBe('0:04');
    expect(within(region).getByLabelText('Total time').textContent).toBe('0:12');
    expect(within(region).getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuenow')).toBe('0.33');
    await app.user.click(within(region).getByRole('button', { name: 'Pause' }));
    await app.user.click(within(region).getByRole('button', { name: 'Back 10 seconds' }));
    await app.user.click(within(region).getByRole('button', { name: 'Forward 10 seconds' }));
    await app.user.click(within(region).getByRole('button', { name: 'Download' }));
    await app.user.click(within(region).getByRole('button', { name: 'Expand player' }));
    await app.user.selectOptions(within(region).getByRole('combobox', { name: 'Playback speed' }), '1.5');
    expect(app.player.calls).toEqual(['toggle', 'skipBack', 'skipForward', 'download', 'expand', 'setSpeed 1.5']);
    expect(within(region).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.8×', '1×', '1.2×', '1.5×', '2×']);
  });

  it('seeks 3 s with the arrow keys, but not while typing in a field', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN, player: playingView() });
    await bar();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    const field = document.createElement('input');
    document.body.appendChild(field);
    fireEvent.keyDown(field, { key: 'ArrowLeft' });
    field.remove();
    expect(app.player.calls).toEqual(['arrowKey right', 'arrowKey left']);
  });

  it('shows the thumbs once feedback controls are visible, and the negative dialog with five checkboxes', async () => {
    const app = renderApp('/app/home', {
      session: SIGNED_IN,
      player: playingView({ feedbackVisible: false }),
      feedback: { available: true, locked: false, thumb: null, dialog: null },
    });
    const region = await bar();
    expect(within(region).queryByRole('button', { name: 'Good generation' })).toBeNull();
    act(() => app.player.view.next(playingView({ feedbackVisible: true })));
    await app.user.click(within(region).getByRole('button', { name: 'Bad generation' }));
    expect(app.feedback.calls).toEqual(['thumbsDown']);
    const flags = { emotions: false, inaccurate_clone: false, glitches: true, audio_quality: false, other: false };
    act(() => app.feedback.view.next({ available: true, locked: false, thumb: null, dialog: { kind: 'negative', flags, error: null, submitting: false } }));
    const dialog = await screen.findByRole('dialog', { name: 'What went wrong?' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(5);
    expect((within(dialog).getByRole('checkbox', { name: 'Glitches or artefacts' }) as HTMLInputElement).checked).toBe(true);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Poor audio quality' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    expect(app.feedback.calls).toEqual(['thumbsDown', 'toggleFlag audio_quality', 'submit']);
  });

  it('shows the positive dialog with its counter and locks reviewed thumbs', async () => {
    const app = renderApp('/app/home', {
      session: SIGNED_IN,
      player: playingView({ feedbackVisible: true }),
      feedback: { available: true, locked: false, thumb: null, dialog: { kind: 'positive', text: 'Nice', remaining: 196, error: 'Please write at least 20 characters.', submitting: false } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'What did you like?' });
    expect(within(dialog).getByText('196 characters left')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write at least 20 characters.');
    expect((within(dialog).getByRole('textbox', { name: 'Your feedback' }) as HTMLTextAreaElement).maxLength).toBe(200);
    act(() => app.feedback.view.next({ available: true, locked: true, thumb: 'up', dialog: null }));
    const region = await bar();
    const up = within(region).getByRole('button', { name: 'Good generation' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    expect(up.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the preview languages of a voice preview', async () => {
    const app = renderApp('/app/home', {
      session: SIGNED_IN,
      player: playingView({ previewLanguages: [{ language: 'en', previewUrl: 'a' }, { language: 'de', previewUrl: 'b' }], previewLanguage: 'en' }),
    });
    const region = await bar();
    await app.user.selectOptions(within(region).getByRole('combobox', { name: 'Preview language' }), 'de');
    expect(app.player.calls).toEqual(['setPreviewLanguage de']);
  });

  it('shows the toasts the player and feedback raise through the app’s notifications', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN, player: playingView() });
    await bar();
    act(() => app.notifications.notify(toast('success', 'Your feedback has been submitted, thank you.')));
    expect(await screen.findByText('Your feedback has been submitted, thank you.')).toBeDefined();
  });
});
