import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../../../test/fakes';
import { historyItem } from '../../../../../test/history-fakes';
import { renderApp } from '../../../../../test/render-app';
import { dialogueView, speechSettingsView } from '@cadence/application/testing';

const URL = '/app/speech-synthesis/text-to-speech';

describe('/app/speech-synthesis/text-to-speech', () => {
  it('generates the typed text with the selected voice, model and settings', async () => {
    const app = renderApp(URL, { session: SIGNED_IN });
    const text = await screen.findByRole('textbox', { name: 'Text' });
    const generate = screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    await app.user.type(text, 'Hello there');
    expect(screen.getByText('11 characters')).toBeDefined();
    await app.user.click(generate);
    expect(app.generation.requests).toEqual([{
      kind: 'speech', voice: { voiceId: 'v1', voiceName: 'Rachel' }, text: 'Hello there', modelId: 'eleven_multilingual_v2',
      voiceSettings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 },
    }]);
  });

  it('sends picks and settings to the pickers', async () => {
    const app = renderApp(URL, { session: SIGNED_IN });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Voice' }), 'v2');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'eleven_v3');
    await app.user.click(screen.getByRole('checkbox', { name: 'Speaker boost' }));
    expect(screen.getByRole('slider', { name: 'Stability' })).toBeDefined();
    expect((screen.getByRole('slider', { name: 'Speed' }) as HTMLInputElement).min).toBe('0.7');
    expect(app.speechSettings.calls).toEqual(['selectVoice v2', 'selectModel eleven_v3', 'changeSettings {"useSpeakerBoost":false}']);
    await app.user.click(screen.getByRole('button', { name: 'Preview voice' }));
    expect(app.player.calls).toEqual(['playVoicePreview v1']);
  });

  it('disables Generate while generating and shows the quota error as the server said it', async () => {
    const app = renderApp(URL, { session: SIGNED_IN });
    await app.user.type(await screen.findByRole('textbox', { name: 'Text' }), 'Hello');
    act(() => app.generation.view.next({ generating: true, error: null, latest: null }));
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => app.generation.view.next({ generating: false, error: 'This request exceeds your quota of 10000.', latest: null }));
    expect(screen.getByRole('alert').textContent).toBe('This request exceeds your quota of 10000.');
  });

  it('edits and generates a dialogue in dialogue mode', async () => {
    const app = renderApp(URL, {
      session: SIGNED_IN,
      dialogue: dialogueView({ lines: [{ text: 'Hi', voice_id: 'v2' }, { text: '', voice_id: '' }], characterCount: 2 }),
    });
    await app.user.click(await screen.findByRole('radio', { name: 'Dialogue' }));
    expect(screen.getByText('2 / 50 lines · 2 / 3000 characters')).toBeDefined();
    await app.user.type(screen.getByRole('textbox', { name: 'Line 2 text' }), 'x');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Line 2 voice' }), 'v2');
    await app.user.click(screen.getByRole('button', { name: 'Add line' }));
    await app.user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(app.dialogue.calls).toEqual(['setText 1 x', 'setVoice 1 v2', 'addLine v1', 'removeLine 0']);
    // A line's voice goes through the same safety rule as the page's voice picker.
    expect(app.speechSettings.calls).toEqual(['checkVoiceSafety v2']);
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(app.generation.requests).toEqual([
      { kind: 'dialogue', voice: { voiceId: 'v1', voiceName: 'Rachel' }, lines: [{ text: 'Hi', voice_id: 'v2' }], modelId: 'eleven_multilingual_v2' },
    ]);
  });

  it('stops adding lines at the limit', async () => {
    const app = renderApp(URL, { session: SIGNED_IN, dialogue: dialogueView({ canAddLine: false, error: 'A dialogue has at most 3000 characters in all.' }) });
    await app.user.click(await screen.findByRole('radio', { name: 'Dialogue' }));
    expect((screen.getByRole('button', { name: 'Add line' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('A dialogue has at most 3000 characters in all.');
  });

  it('opens the voice safety dialog the pickers decide', async () => {
    const app = renderApp(URL, { session: SIGNED_IN, speechSettings: speechSettingsView({ safetyDialog: 'voiceBlocked' }) });
    const dialog = await screen.findByRole('dialog', { name: 'Voice blocked' });
    await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(app.speechSettings.calls).toEqual(['dismissSafetyDialog']);
  });

  it('refuses a dialogue over the limits with an error toast, without generating', async () => {
    const app = renderApp(URL, {
      session: SIGNED_IN,
      dialogue: dialogueView({ lines: [{ text: 'x'.repeat(3001), voice_id: '' }], characterCount: 3001, error: 'A dialogue has at most 3000 characters in all.' }),
    });
    await app.user.click(await screen.findByRole('radio', { name: 'Dialogue' }));
    const toast = { selector: ':not([role="alert"])' };
    expect(screen.queryByText('A dialogue has at most 3000 characters in all.', toast)).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('A dialogue has at most 3000 characters in all.', toast)).toBeDefined();
    expect(app.generation.requests).toEqual([]);
  });

  it('shows why the voices could not be loaded, ours when the service gave no reason', async () => {
    renderApp(URL, { session: SIGNED_IN, speechSettings: speechSettingsView({ status: 'failed', error: null, voices: [], voiceId: null, selectedVoice: null }) });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the voices.');
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('links to its history', async () => {
    const app = renderApp(URL, { session: SIGNED_IN, generation: { generating: false, error: null, latest: historyItem('h5') } });
    expect((await screen.findByRole('link', { name: 'History' })).getAttribute('href')).toBe('/app/speech-synthesis/text-to-speech/history');
    expect(app.generation.requests).toEqual([]);
  });

  it("shows the request's cost and the characters the plan has left, and warns before a request over the quota", async () => {
    const app = renderApp(URL, { session: SIGNED_IN, characterUsage: { tier: 'creator', characterLimit: 100_000, characterCount: 99_990 } });
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await app.user.type(text, 'Hello');
    expect(screen.getByText('5 characters · 10 of 100,000 characters remaining')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    await app.user.type(text, ' there!');
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toBe('This request needs 12 characters, but your plan has only 10 characters left this period. Upgrade your plan');
    expect(within(warning).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/pricing');
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    // The plan's usage after a generation (or an extension) lifts the warning.
    act(() => app.characterUsage.next({ tier: 'creator', characterLimit: 100_000, characterCount: 50_000 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('12 characters · 50,000 of 100,000 characters remaining')).toBeDefined();
  });

  it("shows the dialogue's cost against the plan in dialogue mode", async () => {
    const app = renderApp(URL, {
      session: SIGNED_IN, characterUsage: { tier: 'creator', characterLimit: 100_000, characterCount: 25_000 },
      dialogue: dialogueView({ lines: [{ text: 'Hi', voice_id: 'v2' }], characterCount: 2 }),
    });
    await app.user.click(await screen.findByRole('radio', { name: 'Dialogue' }));
    expect(screen.getByText('2 characters · 75,000 of 100,000 characters remaining')).toBeDefined();
  });

  it('switches between Text and Dialogue with the arrow keys (one tab stop, the radio group pattern)', async () => {
    const app = renderApp(URL, { session: SIGNED_IN });
    const text = await screen.findByRole('radio', { name: 'Text' });
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeDefined();
    act(() => text.focus());
    const press = async (key: string) => {
      await app.user.keyboard(`{${key}>}`);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await app.user.keyboard(`{/${key}}`);
    };
    await press('ArrowRight');
    expect(screen.getByRole('radio', { name: 'Dialogue' }).getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Add line' })).toBeDefined();
    await press('ArrowLeft');
    expect(screen.getByRole('radio', { name: 'Text' }).getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Text' })).toBeDefined();
  });
});
