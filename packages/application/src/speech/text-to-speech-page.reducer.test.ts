import { describe, expect, it } from 'vitest';
import { dialogueView, speechSettingsView } from './testing/speech-settings-fakes.js';
import {
  INITIAL_TEXT_TO_SPEECH_PAGE, reduceTextToSpeechPage, textToSpeechPageCommands, textToSpeechPageView, type TextToSpeechPageEvent,
  type TextToSpeechPageState,
} from './text-to-speech-page.reducer.js';

const IDLE = { generating: false, error: null, latest: null };
const seen: readonly TextToSpeechPageEvent[] = [
  { type: 'settingsSeen', view: speechSettingsView() },
  { type: 'dialogueSeen', view: dialogueView() },
  { type: 'generationSeen', view: IDLE },
];
const run = (events: readonly TextToSpeechPageEvent[]): TextToSpeechPageState => [...seen, ...events].reduce(reduceTextToSpeechPage, INITIAL_TEXT_TO_SPEECH_PAGE);
const GENERATE: TextToSpeechPageEvent = { type: 'generatePressed' };

describe('the text-to-speech page reducer', () => {
  it('is pending until the pickers, the dialogue and the generation are seen, and while the pickers load', () => {
    expect(textToSpeechPageView(INITIAL_TEXT_TO_SPEECH_PAGE)).toEqual({ pending: true });
    expect(textToSpeechPageView(run([{ type: 'settingsSeen', view: speechSettingsView({ status: 'loading' }) }]))).toEqual({ pending: true });
  });

  it('enables Generate once there is text and a voice, and counts the characters', () => {
    expect(textToSpeechPageView(run([{ type: 'textChanged', text: '   ' }]))).toMatchObject({ canGenerate: false, characterCount: 3 });
    expect(textToSpeechPageView(run([{ type: 'textChanged', text: 'Hello' }]))).toMatchObject({ canGenerate: true, characterCount: 5, text: 'Hello' });
    const noVoice = run([{ type: 'textChanged', text: 'Hello' }, { type: 'settingsSeen', view: speechSettingsView({ voiceId: null, selectedVoice: null }) }]);
    expect(textToSpeechPageView(noVoice)).toMatchObject({ canGenerate: false, defaultVoiceId: '' });
  });

  it('counts a dialogue without text as empty in dialogue mode', () => {
    const empty = run([{ type: 'textChanged', text: 'Hello' }, { type: 'modeChosen', mode: 'dialogue' }]);
    expect(textToSpeechPageView(empty)).toMatchObject({ mode: 'dialogue', canGenerate: false });
    const written = reduceTextToSpeechPage(empty, { type: 'dialogueSeen', view: dialogueView({ lines: [{ text: 'Hi', voice_id: '' }] }) });
    expect(textToSpeechPageView(written)).toMatchObject({ canGenerate: true });
  });

  it("shows the pickers' load failure (ours when the service gave none) and the generation's state", () => {
    const failed = run([
      { type: 'settingsSeen', view: speechSettingsView({ status: 'failed', error: null }) },
      { type: 'generationSeen', view: { generating: true, error: 'Quota exceeded.', latest: null } },
    ]);
    expect(textToSpeechPageView(failed)).toMatchObject({ loadFailure: 'We could not load the voices.', generating: true, generationError: 'Quota exceeded.' });
    expect(textToSpeechPageView(run([{ type: 'settingsSeen', view: speechSettingsView({ status: 'failed', error: 'Down.' }) }]))).toMatchObject({ loadFailure: 'Down.' });
  });

  it('builds the text request with the selected voice, model and settings', () => {
    const state = run([{ type: 'textChanged', text: 'Hello there' }]);
    expect(textToSpeechPageCommands(GENERATE, state)).toEqual([{
      type: 'generate',
      request: {
        kind: 'speech', voice: { voiceId: 'v1', voiceName: 'Rachel' }, text: 'Hello there', modelId: 'eleven_multilingual_v2',
        voiceSettings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 },
      },
    }]);
    expect(textToSpeechPageCommands({ type: 'textChanged', text: 'x' }, state)).toEqual([]);
  });

  it('sends nothing when there is nothing to say or no voice', () => {
    expect(textToSpeechPageCommands(GENERATE, run([]))).toEqual([]);
    expect(textToSpeechPageCommands(GENERATE, run([{ type: 'textChanged', text: 'Hi' }, { type: 'settingsSeen', view: speechSettingsView({ selectedVoice: null }) }]))).toEqual([]);
  });

  it('builds the dialogue request from the lines to generate, or refuses a dialogue over the limits', () => {
    const lines = [{ text: 'Hi', voice_id: 'v2' }, { text: '', voice_id: '' }, { text: 'Yo', voice_id: '' }];
    const state = run([{ type: 'modeChosen', mode: 'dialogue' }, { type: 'dialogueSeen', view: dialogueView({ lines }) }]);
    expect(textToSpeechPageCommands(GENERATE, state)).toEqual([{
      type: 'generate',
      request: { kind: 'dialogue', voice: { voiceId: 'v1', voiceName: 'Rachel' }, lines: [{ text: 'Hi', voice_id: 'v2' }, { text: 'Yo', voice_id: 'v1' }], modelId: 'eleven_multilingual_v2' },
    }]);
    const long = reduceTextToSpeechPage(state, { type: 'dialogueSeen', view: dialogueView({ lines: [{ text: 'x'.repeat(3001), voice_id: '' }] }) });
    expect(textToSpeechPageCommands(GENERATE, long)).toEqual([{ type: 'refuse', message: 'A dialogue has at most 3000 characters in all.' }]);
  });

  it('adds a dialogue line with the selected voice', () => {
    expect(textToSpeechPageCommands({ type: 'lineAddPressed' }, run([]))).toEqual([{ type: 'addLine', voiceId: 'v1' }]);
  });

  it('starts the mode and the text afresh when the page opens again, keeping the views it was composed from', () => {
    const opened = reduceTextToSpeechPage(run([{ type: 'modeChosen', mode: 'dialogue' }, { type: 'textChanged', text: 'Hi' }]), { type: 'pageOpened' });
    expect(opened).toMatchObject({ mode: 'text', text: '' });
    expect(textToSpeechPageView(opened).pending).toBe(false);
  });
});
