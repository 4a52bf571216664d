import { describe, expect, it } from 'vitest';
import { chosenFile, speechSettingsView } from './testing/speech-settings-fakes.js';
import {
  INITIAL_SPEECH_TO_SPEECH_PAGE, recordingOf, reduceSpeechToSpeechPage, speechToSpeechPageCommands, speechToSpeechPageView,
  type SpeechToSpeechPageEvent,
} from './speech-to-speech-page.reducer.js';

const IDLE = { generating: false, error: null, latest: null };
const run = (events: readonly SpeechToSpeechPageEvent[]) =>
  [{ type: 'settingsSeen', view: speechSettingsView() } as const, { type: 'generationSeen', view: IDLE } as const, ...events].reduce(
    reduceSpeechToSpeechPage,
    INITIAL_SPEECH_TO_SPEECH_PAGE,
  );
const TAKE = chosenFile('take.wav', 'audio/wav', new Uint8Array([1]));

describe('the speech-to-speech page reducer', () => {
  it('is pending until the pickers and the generation are seen, and while the pickers load', () => {
    expect(speechToSpeechPageView(INITIAL_SPEECH_TO_SPEECH_PAGE)).toEqual({ pending: true });
    expect(speechToSpeechPageView(run([{ type: 'settingsSeen', view: speechSettingsView({ status: 'loading' }) }]))).toEqual({ pending: true });
  });

  it('accepts WAV and MP3 recordings, and enables Convert once a recording is chosen and a voice selected', () => {
    expect(speechToSpeechPageView(run([]))).toMatchObject({
      acceptedRecordings: 'audio/wav,audio/x-wav,audio/mpeg,audio/mp3,.wav,.mp3', canConvert: false, fileName: null,
    });
    expect(speechToSpeechPageView(run([{ type: 'fileChosen', file: TAKE }]))).toMatchObject({ canConvert: true, fileName: 'take.wav' });
    const noVoice = run([{ type: 'fileChosen', file: TAKE }, { type: 'settingsSeen', view: speechSettingsView({ selectedVoice: null }) }]);
    expect(speechToSpeechPageView(noVoice)).toMatchObject({ canConvert: false });
    expect(speechToSpeechPageView(run([{ type: 'fileChosen', file: TAKE }, { type: 'fileChosen', file: null }]))).toMatchObject({ canConvert: false });
  });

  it("shows the pickers' load failure, ours when the service gave none", () => {
    expect(speechToSpeechPageView(run([{ type: 'settingsSeen', view: speechSettingsView({ status: 'failed', error: null }) }]))).toMatchObject({
      loadFailure: 'We could not load the voices.',
    });
  });

  it('converts the chosen file with the selected voice, and nothing without one', () => {
    expect(speechToSpeechPageCommands({ type: 'convertPressed' }, run([{ type: 'fileChosen', file: TAKE }]))).toEqual([
      { file: TAKE, voice: { voiceId: 'v1', voiceName: 'Rachel' } },
    ]);
    expect(speechToSpeechPageCommands({ type: 'convertPressed' }, run([]))).toEqual([]);
    expect(speechToSpeechPageCommands({ type: 'fileChosen', file: TAKE }, run([{ type: 'fileChosen', file: TAKE }]))).toEqual([]);
  });

  it('sends a recording with the type the browser gave, or as octet-stream when it gave none', () => {
    expect(recordingOf(TAKE, new Uint8Array([7]))).toEqual({ bytes: new Uint8Array([7]), name: 'take.wav', contentType: 'audio/wav' });
    expect(recordingOf(chosenFile('take', '', null), new Uint8Array([7])).contentType).toBe('application/octet-stream');
  });

  it('forgets the chosen file when the page opens again', () => {
    expect(reduceSpeechToSpeechPage(run([{ type: 'fileChosen', file: TAKE }]), { type: 'pageOpened' }).file).toBeNull();
  });

  it('shows what the plan has left, and disables Convert with a warning once nothing is left', () => {
    const usage = (characterCount: number) => ({ type: 'usageSeen', usage: { tier: 'creator', characterLimit: 100_000, characterCount } } as const);
    expect(speechToSpeechPageView(run([{ type: 'fileChosen', file: TAKE }]))).toMatchObject({ quotaText: null, quotaWarning: null, canConvert: true });
    expect(speechToSpeechPageView(run([usage(25_000), { type: 'fileChosen', file: TAKE }]))).toMatchObject({
      quotaText: '75,000 of 100,000 characters remaining', quotaWarning: null, canConvert: true,
    });
    const usedUp = run([usage(100_000), { type: 'fileChosen', file: TAKE }]);
    expect(speechToSpeechPageView(usedUp)).toMatchObject({ quotaWarning: 'Your plan has no characters left this period.', canConvert: false });
    expect(speechToSpeechPageCommands({ type: 'convertPressed' }, usedUp)).toEqual([]);
  });
});
