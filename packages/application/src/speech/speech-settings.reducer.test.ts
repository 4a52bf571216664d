import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { NotFound, Rejected, Unavailable } from '../shared/port-error.js';
import { initialSpeechSettings, type Selection, type SpeechPurpose, type SpeechSettingsState } from './speech-settings-state.js';
import { picksToRemember, reduceSpeechSettings, type SpeechSettingsEvent } from './speech-settings.reducer.js';
import { catalogueVoice, speechModel } from './testing/speech-fakes.js';

const remembered = (change: Partial<Selection> = {}): Selection => ({
  voiceId: null, modelId: 'eleven_multilingual_v2', edits: {}, shownVoiceIds: new Set(), safetyDialog: null, ...change,
});
const MODELS = [speechModel('eleven_multilingual_v2'), speechModel('eleven_v3'), speechModel('sts', { canDoTextToSpeech: false, canDoVoiceConversion: true })];
const VOICES = [
  catalogueVoice('gone', { sharing: { status: 'copied_disabled', live_moderation_enabled: false } }),
  catalogueVoice('a'),
  catalogueVoice('banned', { safety_control: 'BAN' }),
  catalogueVoice('captcha', { safety_control: 'CAPTCHA' }),
];
const LOADED: SpeechSettingsEvent = { type: 'loaded', models: E.right(MODELS), voices: E.right(VOICES) };

const run = (events: readonly SpeechSettingsEvent[], purpose: SpeechPurpose = 'textToSpeech', picks: Partial<Selection> = {}): SpeechSettingsState =>
  events.reduce(reduceSpeechSettings, initialSpeechSettings(purpose, remembered(picks)));

const signedIn = (picks: Partial<Selection> = {}): SpeechSettingsEvent => ({ type: 'userChanged', userId: 'user_1', remembered: remembered(picks) });

describe('the speech settings reducer', () => {
  it('starts over from the remembered picks for another user, and keeps everything for the same one', () => {
    const ready = run([signedIn(), LOADED, { type: 'voiceSelected', voiceId: 'captcha' }]);
    expect(reduceSpeechSettings(ready, signedIn())).toBe(ready);
    const other = reduceSpeechSettings(ready, { type: 'userChanged', userId: 'user_2', remembered: remembered({ voiceId: 'banned' }) });
    expect(other.catalogue).toEqual({ userId: 'user_2', status: 'loading', error: null, models: [], voices: [] });
    expect(other.selection.voiceId).toBe('banned');
  });

  it('keeps remembered picks that were loaded, without a safety dialog, else the first usable voice and the default model', () => {
    expect(run([signedIn({ voiceId: 'banned', modelId: 'eleven_v3' }), LOADED]).selection).toMatchObject({ voiceId: 'banned', modelId: 'eleven_v3', safetyDialog: null });
    expect(run([signedIn({ voiceId: 'deleted', modelId: 'old' }), LOADED]).selection).toMatchObject({ voiceId: 'a', modelId: 'eleven_multilingual_v2' });
  });

  it("offers the page's kind of model: voice conversion falls back to its first model", () => {
    const state = run([signedIn(), LOADED], 'voiceConversion');
    expect(state.catalogue.models.map((model) => model.modelId)).toEqual(['sts']);
    expect(state.selection.modelId).toBe('sts');
  });

  it("fails the load on the first failure, with the service's reason or the generic sentence", () => {
    const refused = run([signedIn(), { type: 'loaded', models: E.left(Rejected('No models for you.')), voices: E.left(NotFound('x')) }]);
    expect(refused.catalogue).toEqual({ userId: 'user_1', status: 'failed', error: 'No models for you.', models: [], voices: [] });
    const down = run([signedIn(), { type: 'loaded', models: E.right(MODELS), voices: E.left(Unavailable()) }]);
    expect(down.catalogue.error).toBe('Something went wrong, please try again later.');
    expect(reduceSpeechSettings(down, { type: 'loadStarted' }).catalogue).toMatchObject({ status: 'loading', error: null, userId: 'user_1' });
  });

  it('opens a voice safety dialog once per voice, for picks and for voices checked elsewhere', () => {
    const blocked = run([signedIn(), LOADED, { type: 'voiceSelected', voiceId: 'banned' }]);
    expect(blocked.selection).toMatchObject({ voiceId: 'banned', safetyDialog: 'voiceBlocked' });
    const again = run([signedIn(), LOADED, { type: 'voiceSelected', voiceId: 'banned' }, { type: 'safetyDialogDismissed' }, { type: 'voiceSelected', voiceId: 'banned' }]);
    expect(again.selection.safetyDialog).toBeNull();
    const checked = run([signedIn(), LOADED, { type: 'voiceChecked', voiceId: 'captcha' }]);
    expect(checked.selection).toMatchObject({ voiceId: 'a', safetyDialog: 'voiceCaptcha' });
  });

  it('ignores picks of unusable or unknown voices, and clears edits when another voice is picked', () => {
    const edited = run([signedIn(), LOADED, { type: 'settingsChanged', change: { speed: 1.2 } }, { type: 'settingsChanged', change: { style: 0.4 } }]);
    expect(edited.selection.edits).toEqual({ speed: 1.2, style: 0.4 });
    expect(reduceSpeechSettings(edited, { type: 'voiceSelected', voiceId: 'gone' })).toBe(edited);
    expect(reduceSpeechSettings(edited, { type: 'voiceChecked', voiceId: 'nobody' })).toBe(edited);
    expect(reduceSpeechSettings(edited, { type: 'voiceSelected', voiceId: 'captcha' }).selection).toMatchObject({ voiceId: 'captcha', edits: {} });
    expect(reduceSpeechSettings(edited, { type: 'modelSelected', modelId: 'eleven_v3' }).selection.modelId).toBe('eleven_v3');
  });

  it('remembers accepted voice picks and every model pick in the browser', () => {
    const ready = run([signedIn(), LOADED]);
    expect(picksToRemember({ type: 'voiceSelected', voiceId: 'captcha' }, ready)).toEqual([['xi:lastSelectedVoice', 'captcha']]);
    expect(picksToRemember({ type: 'voiceSelected', voiceId: 'gone' }, ready)).toEqual([]);
    expect(picksToRemember({ type: 'modelSelected', modelId: 'eleven_v3' }, ready)).toEqual([['xi:lastSelectedModel', 'eleven_v3']]);
    expect(picksToRemember({ type: 'settingsChanged', change: { speed: 1 } }, ready)).toEqual([]);
  });
});
