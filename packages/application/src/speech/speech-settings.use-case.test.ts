import { BehaviorSubject, defer, of, type Subscription } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '../accounts/account-api.port.js';
import { NotFound, Unavailable } from '../shared/port-error.js';
import type { SpeechModel, VoiceCatalogue, VoiceCatalogueError, VoicePageQuery } from './voice-catalogue.port.js';
import { user, workspace } from '../accounts/testing/accounts-fakes.js';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import { catalogueVoice, speechModel } from './testing/speech-fakes.js';
import type { SessionState } from '../accounts/session.types.js';
import { createSpeechSettingsUseCase } from './speech-settings.use-case.js';
import type { SpeechSettingsView } from './speech-settings.types.js';
import { VOICE_LIST_STORAGE_KEY } from './voice-list-cache.js';

const SETTINGS = { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 };

const NOW = 1_750_000_000_000;
const MODELS: readonly SpeechModel[] = [
  speechModel('eleven_multilingual_v2'), speechModel('eleven_v3'), speechModel('sts', { canDoTextToSpeech: false, canDoVoiceConversion: true }),
];
type ModelsAnswer = E.Either<VoiceCatalogueError, readonly SpeechModel[]>;
const DOWN: ModelsAnswer = E.left(Unavailable());

const signedInAs = (profile: Partial<UserProfile> = {}): SessionState => ({
  status: 'signedIn',
  user: { ...user, ...profile },
  workspace: workspace(),
  access: { isAdmin: true, canAccessWorkspaceSettings: true, hasAlphaAccess: false },
});

interface Calls {
  models: number;
  readonly queries: VoicePageQuery[];
}

const catalogue = (calls: Calls, models: () => ModelsAnswer): VoiceCatalogue => ({
  listModels: () => defer(() => { calls.models += 1; return of(models()); }),
  searchVoices: (query) => {
    calls.queries.push(query);
    return query.nextPageToken === null
      ? of(E.right({ voices: [catalogueVoice('a'), catalogueVoice('banned', { safety_control: 'BAN' })], hasMore: true, nextPageToken: '2' }))
      : of(E.right({ voices: [catalogueVoice('captcha', { safety_control: 'CAPTCHA' }), catalogueVoice('gone', { sharing: { status: 'copied_disabled', live_moderation_enabled: false } })], hasMore: false, nextPageToken: null }));
  },
  voiceSettings: (voiceId) => of(E.right({ ...SETTINGS, stability: voiceId === 'a' ? 0.5 : 0.3 })),
});

interface Setup {
  readonly entries?: Record<string, string>;
  readonly purpose?: 'textToSpeech' | 'voiceConversion';
  readonly state?: SessionState;
  /** Whether a page is open from the start (else open it with open()). */
  readonly pageOpen?: boolean;
}

describe('speech settings', () => {
  const subscriptions: Subscription[] = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  const setup = ({ entries = {}, purpose = 'textToSpeech', state = signedInAs(), pageOpen = true }: Setup = {}) => {
    const storage = memoryStorage(entries);
    const session = new BehaviorSubject<SessionState>(state);
    const calls: Calls = { models: 0, queries: [] };
    let models = E.right(MODELS) as ModelsAnswer;
    const settings = createSpeechSettingsUseCase({ catalogue: catalogue(calls, () => models), storage, clock: { nowMs: () => NOW }, session: { state$: session }, purpose });
    const views: SpeechSettingsView[] = [];
    let page: Subscription | undefined;
    const open = (): void => { page = settings.view$.subscribe((view) => views.push(view)); subscriptions.push(page); };
    if (pageOpen) open();
    return {
      settings, storage, session, calls, open,
      close: (): void => page?.unsubscribe(),
      preload: (): void => { subscriptions.push(settings.preload$.subscribe()); },
      modelsAnswer: (answer: ModelsAnswer): void => { models = answer; },
      latest: (): SpeechSettingsView => { const view = views.at(-1); if (view === undefined) throw new Error('no view'); return view; },
    };
  };

  it('reads every voice page and selects the remembered voice and model, without a safety dialog on first load', () => {
    const t = setup({ entries: { 'xi:lastSelectedVoice': 'banned', 'xi:lastSelectedModel': 'eleven_v3' } });
    expect(t.calls.queries.map((query) => query.nextPageToken)).toEqual([null, '2']);
    expect(t.latest()).toMatchObject({ status: 'ready', voiceId: 'banned', modelId: 'eleven_v3', safetyDialog: null, settings: { stability: 0.3 } });
    expect(t.latest().models.map((model) => model.modelId)).toEqual(['eleven_multilingual_v2', 'eleven_v3']);
    expect(t.latest().voices.find((option) => option.voice.voice_id === 'gone')?.unusable).toBe(true);
  });

  it('defaults to the first voice and the default model, and remembers picks', () => {
    const t = setup();
    expect(t.latest()).toMatchObject({ voiceId: 'a', modelId: 'eleven_multilingual_v2' });
    t.settings.selectModel('eleven_v3');
    t.settings.selectVoice('captcha');
    expect(t.storage.entries).toMatchObject({ 'xi:lastSelectedModel': 'eleven_v3', 'xi:lastSelectedVoice': 'captcha' });
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

  it('checks a voice chosen for a dialogue line by the same once-per-voice rule, without selecting it', () => {
    const t = setup();
    const selected = t.latest().voiceId;
    t.settings.checkVoiceSafety('captcha');
    expect(t.latest().safetyDialog).toBe('voiceCaptcha');
    expect(t.latest().voiceId).toBe(selected);
    t.settings.dismissSafetyDialog();
    t.settings.checkVoiceSafety('captcha');
    t.settings.selectVoice('captcha');
    expect(t.latest().safetyDialog).toBeNull();
    t.settings.checkVoiceSafety('gone');
    expect(t.latest().safetyDialog).toBeNull();
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
    const t = setup({ purpose: 'voiceConversion' });
    expect(t.latest()).toMatchObject({ modelId: 'sts', models: [{ modelId: 'sts' }] });
  });
  it('loads models and voices when the user signs in, so a page opening later finds them ready without fetching again', () => {
    const t = setup({ state: { status: 'signedOut' }, pageOpen: false });
    t.preload();
    expect(t.calls.models).toBe(0);
    t.session.next(signedInAs());
    expect([t.calls.models, t.calls.queries.length]).toEqual([1, 2]);
    t.open();
    expect(t.latest()).toMatchObject({ status: 'ready', voiceId: 'a' });
    t.close();
    t.open();
    expect([t.calls.models, t.calls.queries.length]).toEqual([1, 2]);
  });

  it('keeps the voice list in the browser: a later load within seven days reads it from there, an older one fetches again', () => {
    const first = setup();
    const cached = first.storage.entries[VOICE_LIST_STORAGE_KEY];
    expect(JSON.parse(cached ?? 'null')).toMatchObject({ userId: 'user_1', fetchedAtMs: NOW, voices: [{ voice_id: 'a' }, {}, {}, {}] });

    const fresh = setup({ entries: { [VOICE_LIST_STORAGE_KEY]: cached ?? '' } });
    expect([fresh.calls.models, fresh.calls.queries.length]).toEqual([1, 0]);
    expect(fresh.latest().voices.map((option) => option.voice.voice_id)).toEqual(['a', 'banned', 'captcha', 'gone']);

    const old = JSON.stringify({ ...JSON.parse(cached ?? 'null'), fetchedAtMs: NOW - 604_800_001, voices: [] });
    const expired = setup({ entries: { [VOICE_LIST_STORAGE_KEY]: old } });
    expect(expired.calls.queries.length).toBe(2);
    expect(expired.latest().voices).toHaveLength(4);
  });

  it('fetches the voices when the stored list is corrupt', () => {
    const t = setup({ entries: { [VOICE_LIST_STORAGE_KEY]: '{"userId":"user_1","fetchedAtMs":1,"voices":[{"voice_id":7}]}' } });
    expect(t.calls.queries.length).toBe(2);
    expect(t.latest()).toMatchObject({ status: 'ready', voiceId: 'a' });
  });

  it('tries a failed load again when a page opens again', () => {
    const t = setup({ pageOpen: false });
    t.modelsAnswer(DOWN);
    t.preload();
    expect(t.calls.models).toBe(1);
    t.open();
    expect(t.calls.models).toBe(2);
    expect(t.latest()).toMatchObject({ status: 'failed', voices: [] });
    expect(t.latest().error).not.toBeNull();
    t.close();
    t.modelsAnswer(E.right(MODELS));
    t.open();
    expect(t.calls.models).toBe(3);
    expect(t.latest()).toMatchObject({ status: 'ready', voiceId: 'a', error: null });
  });

  it("starts over for another user: sign-out empties the pickers, the next user's sign-in loads again", () => {
    const t = setup();
    t.preload();
    t.settings.selectVoice('captcha');
    // Sign-out wipes every xi: key before the session says signed out.
    Object.keys(t.storage.entries).forEach((key) => t.storage.remove(key));
    t.session.next({ status: 'signedOut' });
    expect(t.latest()).toMatchObject({ status: 'loading', voices: [], voiceId: null });
    t.session.next(signedInAs({ userId: 'user_2' }));
    expect([t.calls.models, t.calls.queries.length]).toEqual([2, 4]);
    expect(t.latest()).toMatchObject({ status: 'ready', voiceId: 'a' });
    expect(JSON.parse(t.storage.entries[VOICE_LIST_STORAGE_KEY] ?? 'null')).toMatchObject({ userId: 'user_2' });
  });

  it("reloads when the session switches straight to another user, without reusing the first user's voice list", () => {
    const t = setup();
    t.session.next(signedInAs({ userId: 'user_2' }));
    expect(t.calls.queries.length).toBe(4);
  });

  it('marks every unverified voice as needing verification while the user is in probation', () => {
    const t = setup({ state: signedInAs({ isInProbation: true }) });
    expect(t.latest().voices.map((option) => option.needsVerification)).toEqual([true, true, true, true]);
    t.session.next(signedInAs({ isInProbation: false }));
    expect(t.latest().voices.map((option) => option.needsVerification)).toEqual([false, false, false, false]);
    expect(t.calls.models).toBe(1);
  });

  it('keeps picks, edits and shown dialogs while preload$ runs, across pages closing and opening', () => {
    const t = setup({ pageOpen: false });
    t.preload();
    t.open();
    t.settings.selectVoice('banned');
    t.settings.changeSettings({ speed: 1.1 });
    t.settings.dismissSafetyDialog();
    t.close();
    t.open();
    expect(t.latest()).toMatchObject({ voiceId: 'banned', safetyDialog: null, settings: { stability: 0.3, speed: 1.1 } });
    t.settings.selectVoice('a');
    t.settings.selectVoice('banned');
    expect(t.latest().safetyDialog).toBeNull();
  });

  it('hides the sliders when the voice has no settings to read', () => {
    const storage = memoryStorage();
    const missing: VoiceCatalogue = { ...catalogue({ models: 0, queries: [] }, () => E.right(MODELS)), voiceSettings: () => of(E.left(NotFound())) };
    const settings = createSpeechSettingsUseCase({ catalogue: missing, storage, clock: { nowMs: () => NOW }, session: { state$: new BehaviorSubject(signedInAs()) }, purpose: 'textToSpeech' });
    const views: SpeechSettingsView[] = [];
    subscriptions.push(settings.view$.subscribe((view) => views.push(view)));
    expect(views.at(-1)).toMatchObject({ status: 'ready', voiceId: 'a', settings: null });
  });
});
