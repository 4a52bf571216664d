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

  describe('the quota text', () => {
    const usage = (characterCount: number) => ({ type: 'usageSeen', usage: { tier: 'creator', characterLimit: 100_000, characterCount } } as const);

    it('shows the cost of the request and the characters the plan has left', () => {
      expect(textToSpeechPageView(run([usage(25_000), { type: 'textChanged', text: 'x'.repeat(152) }]))).toMatchObject({
        characterCount: 152, quotaText: '152 characters · 75,000 of 100,000 characters remaining', quotaWarning: null, canGenerate: true,
      });
    });

    it('shows the cost alone while the usage is not known', () => {
      expect(textToSpeechPageView(run([{ type: 'textChanged', text: 'Hello' }]))).toMatchObject({ quotaText: '5 characters', quotaWarning: null });
    });

    it('warns before a request over the quota, disables Generate and refuses it; exactly what is left is allowed', () => {
      const over = run([usage(99_990), { type: 'textChanged', text: 'x'.repeat(11) }]);
      expect(textToSpeechPageView(over)).toMatchObject({
        quotaText: '11 characters · 10 of 100,000 characters remaining',
        quotaWarning: 'This request needs 11 characters, but your plan has only 10 characters left this period.',
        canGenerate: false,
      });
      expect(textToSpeechPageCommands(GENERATE, over)).toEqual([
        { type: 'refuse', message: 'This request needs 11 characters, but your plan has only 10 characters left this period.' },
      ]);
      const exact = reduceTextToSpeechPage(over, { type: 'textChanged', text: 'x'.repeat(10) });
      expect(textToSpeechPageView(exact)).toMatchObject({ quotaWarning: null, canGenerate: true });
    });

    it("counts a dialogue's lines together in dialogue mode", () => {
      const dialogue = run([
        usage(99_990), { type: 'modeChosen', mode: 'dialogue' },
        { type: 'dialogueSeen', view: dialogueView({ lines: [{ text: 'Hello', voice_id: '' }, { text: 'there!', voice_id: '' }], characterCount: 11 }) },
      ]);
      expect(textToSpeechPageView(dialogue)).toMatchObject({ characterCount: 11, canGenerate: false, quotaText: '11 characters · 10 of 100,000 characters remaining' });
    });

    it('never warns on a plan without a limit', () => {
      const unlimited = run([{ type: 'usageSeen', usage: { tier: 'enterprise', characterLimit: 0, characterCount: 9 } }, { type: 'textChanged', text: 'Hello' }]);
      expect(textToSpeechPageView(unlimited)).toMatchObject({ quotaText: '5 characters · No character limit on your plan', quotaWarning: null, canGenerate: true });
    });
  });
});
