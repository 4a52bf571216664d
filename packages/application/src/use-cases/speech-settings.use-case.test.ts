import { of, type Subscription } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { VoiceCatalogue, VoicePageQuery } from '../ports/voice-catalogue.port.js';
import { memoryStorage } from '../testing/port-fakes.js';
import { catalogueVoice, speechModel } from '../testing/speech-fakes.js';
import { createSpeechSettingsUseCase } from './speech-settings.use-case.js';
import type { SpeechSettingsView } from './speech-settings.types.js';

const SETTINGS = { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 };

const catalogue = (queries: VoicePageQuery[] = []): VoiceCatalogue => ({
  listModels: () => of(E.right([speechModel('eleven_multilingual_v2'), speechModel('eleven_v3'), speechModel('sts', { canDoTextToSpeech: false, canDoVoiceConversion: true })])),
  searchVoices: (query) => {
    queries.push(query);
    return query.nextPageToken === null
      ? of(E.right({ voices: [catalogueVoice('a'), catalogueVoice('banned', { safety_control: 'BAN' })], hasMore: true, nextPageToken: '2' }))
      : of(E.right({ voices: [catalogueVoice('captcha', { safety_control: 'CAPTCHA' }), catalogueVoice('gone', { sharing: { status: 'copied_disabled', live_moderation_enabled: false } })], hasMore: false, nextPageToken: null }));
  },
  voiceSettings: (voiceId) => of(E.right({ ...SETTINGS, stability: voiceId === 'a' ? 0.5 : 0.3 })),
});

describe('speech settings', () => {
  let subscription: Subscription | undefined;
  afterEach(() => subscription?.unsubscribe());

  const setup = (entries: Record<string, string> = {}, purpose: 'textToSpeech' | 'voiceConversion' = 'textToSpeech') => {
    const storage = memoryStorage(entries);
    const queries: VoicePageQuery[] = [];
    const settings = createSpeechSettingsUseCase({ catalogue: catalogue(queries), storage, purpose });
    const views: SpeechSettingsView[] = [];
    subscription = settings.view$.subscribe((view) => views.push(view));
    return { settings, storage, queries, latest: (): SpeechSettingsView => { const view = views.at(-1); if (view === undefined) throw new Error('no view'); return view; } };
  };

  it('reads every voice page and selects the remembered voice and model, without a safety dialog on first load', () => {
    const t = setup({ 'xi:lastSelectedVoice': 'banned', 'xi:lastSelectedModel': 'eleven_v3' });
    expect(t.queries.map((query) => query.nextPageToken)).toEqual([null, '2']);
    expect(t.latest()).toMatchObject({ status: 'ready', voiceId: 'banned', modelId: 'eleven_v3', safetyDialog: null, settings: { stability: 0.3 } });
    expect(t.latest().models.map((model) => model.modelId)).toEqual(['eleven_multilingual_v2', 'eleven_v3']);
    expect(t.latest().voices.find((option) => option.voice.voice_id === 'gone')?.unusable).toBe(true);
  });

  it('defaults to the first voice and the default model, and remembers picks', () => {
    const t = setup();
    expect(t.latest()).toMatchObject({ voiceId: 'a', modelId: 'eleven_multilingual_v2' });
    t.settings.selectModel('eleven_v3');
    t.settings.selectVoice('captcha');
    expect(t.storage.entries).toEqual({ 'xi:lastSelectedModel': 'eleven_v3', 'xi:lastSelectedVoice': 'captcha' });
  });

  it('opens voiceBlocked for a BAN voice and voiceCaptcha for a CAPTCHA voice, once per voice', () => {
    const t = setup();
    t.settings.selectVoice('banned');
    expect(t.latest().safetyDialog).toBe('voiceBlocked');
    t.settings.dismissSafetyDialog();
    t.settings.selectVoice('a');
    t.settings.selectVoice('banned');
    expect(t.latest().safetyDialog).toBeNull();
    t.settings.selectVoice('captcha');
    expect(t.latest().safetyDialog).toBe('voiceCaptcha');
  });

  it('never selects an unusable voice; edits apply over the saved settings until another voice is picked', () => {
    const t = setup();
    t.settings.selectVoice('gone');
    expect(t.latest().voiceId).toBe('a');
    t.settings.changeSettings({ speed: 1.2 });
    expect(t.latest().settings).toEqual({ ...SETTINGS, speed: 1.2 });
    t.settings.selectVoice('captcha');
    expect(t.latest().settings).toEqual({ ...SETTINGS, stability: 0.3 });
  });

  it('offers voice-conversion models on the speech-to-speech page', () => {
    const t = setup({}, 'voiceConversion');
    expect(t.latest()).toMatchObject({ modelId: 'sts', models: [{ modelId: 'sts' }] });
  });
});
