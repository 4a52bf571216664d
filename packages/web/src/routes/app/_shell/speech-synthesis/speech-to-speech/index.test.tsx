import { act, screen, waitFor } from '@testing-library/react';
import { speechSettingsView } from '@cadence/application/testing';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../../../test/fakes';
import { renderApp } from '../../../../../test/render-app';

describe('/app/speech-synthesis/speech-to-speech', () => {
  it('converts the uploaded recording with the selected voice', async () => {
    const app = renderApp('/app/speech-synthesis/speech-to-speech', { session: SIGNED_IN });
    const convert = (await screen.findByRole('button', { name: 'Convert' })) as HTMLButtonElement;
    expect(convert.disabled).toBe(true);
    const recording = new File([new Uint8Array([82, 73, 70, 70])], 'take.wav', { type: 'audio/wav' });
    await app.user.upload(screen.getByLabelText('Recording (WAV or MP3)'), recording);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'v2');
    await app.user.click(convert);
    expect(app.speechSettings.calls).toEqual(['selectVoice v2']);
    await waitFor(() => expect(app.generation.requests).toHaveLength(1));
    expect(app.generation.requests).toEqual([
      { kind: 'speechToSpeech', voice: { voiceId: 'v1', voiceName: 'Rachel' }, recording: { bytes: new Uint8Array([82, 73, 70, 70]), name: 'take.wav', contentType: 'audio/wav' } },
    ]);
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/app/speech-synthesis/speech-to-speech/history');
  });

  it('accepts WAV and MP3 recordings, and shows why the voices could not be loaded', async () => {
    renderApp('/app/speech-synthesis/speech-to-speech', { session: SIGNED_IN, speechSettings: speechSettingsView({ status: 'failed', error: 'Voices are down.' }) });
    const input = (await screen.findByLabelText('Recording (WAV or MP3)')) as HTMLInputElement;
    expect(input.accept).toBe('audio/wav,audio/x-wav,audio/mpeg,audio/mp3,.wav,.mp3');
    expect(screen.getByRole('alert').textContent).toBe('Voices are down.');
  });

  it('shows the characters the plan has left, and disables Convert with a warning once none are left', async () => {
    const app = renderApp('/app/speech-synthesis/speech-to-speech', {
      session: SIGNED_IN, characterUsage: { tier: 'creator', characterLimit: 100_000, characterCount: 25_000 },
    });
    expect(await screen.findByText('75,000 of 100,000 characters remaining')).toBeDefined();
    await app.user.upload(screen.getByLabelText('Recording (WAV or MP3)'), new File([new Uint8Array([1])], 'take.wav', { type: 'audio/wav' }));
    expect((screen.getByRole('button', { name: 'Convert' }) as HTMLButtonElement).disabled).toBe(false);
    act(() => app.characterUsage.next({ tier: 'creator', characterLimit: 100_000, characterCount: 100_000 }));
    expect(screen.getByRole('alert').textContent).toBe('Your plan has no characters left this period. Upgrade your plan');
    expect((screen.getByRole('button', { name: 'Convert' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
