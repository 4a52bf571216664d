import { BehaviorSubject, EMPTY, lastValueFrom, Observable, Subject, type Subscription } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInSession } from '../accounts/testing/accounts-mothers.js';
import type { SessionState } from '../accounts/session.types.js';
import { fakeBilling, subscriptionDetails } from '../billing/testing/billing-fakes.js';
import { fakeHistoryApi, recordingDownloads } from '../history/testing/history-fakes.js';
import { fixedClock, memoryStorage, recordingFileSaver, recordingNotifications } from '../shared/testing/shared-fakes.js';
import type { FeedbackApi } from './feedback-api.port.js';
import type { SpeechApi } from './speech-api.port.js';
import { createSpeechModule } from './speech.module.js';
import type { TextToSpeechPageView } from './text-to-speech-page.types.js';
import type { AudioOutputEvent } from './audio-output.port.js';
import { fakeFeedbackApi, fakeSpeechApi, speechChunk, speechRequest, speechStarted } from './testing/playback-fakes.js';
import { fakeAudioOutput } from './testing/speech-fakes.js';
import { fakeVoiceCatalogue } from './testing/speech-settings-fakes.js';

describe('the speech module', () => {
  const subscriptions: Subscription[] = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  const build = () => {
    const calls: string[] = [];
    const speech: SpeechApi = {
      streamSpeech: (voiceId) => { calls.push(`streamSpeech ${voiceId}`); return EMPTY; },
      streamDialogue: () => { calls.push('streamDialogue'); return EMPTY; },
      streamSpeechToSpeech: () => { calls.push('streamSpeechToSpeech'); return EMPTY; },
    };
    const feedbackApi: FeedbackApi = { submit: () => { calls.push('submit'); return EMPTY; } };
    const catalogue = fakeVoiceCatalogue();
    const history = fakeHistoryApi();
    const storage = memoryStorage();
    const session = new BehaviorSubject<SessionState>(signedInSession());
    const billing = fakeBilling({}, subscriptionDetails({ characterCount: 99_000, characterLimit: 100_000 }));
    const ports = {
      speech, catalogue: catalogue.catalogue, feedbackApi, audio: fakeAudioOutput().audio, history: history.api, files: recordingFileSaver(),
      storage, clock: fixedClock(1_750_000_000_000), notifications: recordingNotifications(), billing,
    };
    const module = createSpeechModule(ports, { session: { state$: session } }, { downloads: recordingDownloads() });
    return { module, calls, catalogue, history, storage, session, billing };
  };

  it('builds the pickers, the dialogue and the generate pages without calling a port or subscribing anything', () => {
    const t = build();
    expect(Object.keys(t.module)).toEqual(expect.arrayContaining(['speechSettings', 'dialogue', 'textToSpeechPage', 'speechToSpeechPage']));
    expect([t.calls, t.catalogue.calls, t.history.queries, t.billing.names()]).toEqual([[], [], [], []]);
    expect(Object.keys(t.storage.entries)).toEqual([]);
    expect(t.session.observed).toBe(false);
  });

  it('loads the catalogue once preload$ is started, and a Generate press reaches the speech API', () => {
    const t = build();
    subscriptions.push(t.module.speechSettings.preload$.subscribe());
    expect(t.catalogue.calls).toEqual(['listModels', 'searchVoices']);
    subscriptions.push(t.module.textToSpeechPage.view$.subscribe());
    t.module.textToSpeechPage.changeText('Hello');
    t.module.textToSpeechPage.generate();
    expect(t.calls).toEqual(['streamSpeech v1']);
  });

  it("shows the subscription's characters on the generate pages, loaded when a page is watched and again after a generation", () => {
    const t = build();
    subscriptions.push(t.module.speechSettings.preload$.subscribe());
    const views: TextToSpeechPageView[] = [];
    subscriptions.push(t.module.textToSpeechPage.view$.subscribe((view) => views.push(view)));
    t.module.textToSpeechPage.changeText('Hello');
    expect(views.at(-1)).toMatchObject({ quotaText: '5 characters · 1,000 of 100,000 characters remaining' });
    expect(t.billing.names()).toEqual(['getSubscription']);
    t.module.textToSpeechPage.generate();
    // The fake speech API ends the stream at once: the generation ended, and the usage is loaded again.
    expect(t.billing.names()).toEqual(['getSubscription', 'getSubscription']);
  });
});

describe('the speech module: generation, player and feedback', () => {
  const build = () => {
    const observed: string[] = [];
    const audioEvents = new Subject<AudioOutputEvent>();
    const output = fakeAudioOutput(new Observable<AudioOutputEvent>((subscriber) => { observed.push('audio events'); return audioEvents.subscribe(subscriber); }));
    const speech = fakeSpeechApi();
    const feedbackApi = fakeFeedbackApi();
    const notifications = recordingNotifications();
    const ports = {
      speech: speech.api, catalogue: fakeVoiceCatalogue().catalogue, feedbackApi: feedbackApi.api, audio: output.audio, history: fakeHistoryApi().api,
      files: recordingFileSaver(), storage: memoryStorage(), clock: fixedClock(1_750_000_000_000), notifications, billing: fakeBilling(),
    };
    const module = createSpeechModule(ports, { session: { state$: new BehaviorSubject<SessionState>(signedInSession()) } }, { downloads: recordingDownloads() });
    return { module, observed, output, speech, feedbackApi, notifications };
  };

  it('builds the player, the generation and feedback without calling a port or observing the audio', () => {
    const t = build();
    expect(Object.keys(t.module)).toEqual(expect.arrayContaining(['player', 'generation', 'feedback']));
    expect([t.observed, t.output.calls, t.speech.sent, t.feedbackApi.sent, t.notifications.notices]).toEqual([[], [], [], [], []]);
  });

  it('plays a generation once the player runs, with no page observing anything, and gives feedback on it', async () => {
    const t = build();
    const running = t.module.player.run$.subscribe();
    expect(t.observed).toEqual(['audio events']);
    t.module.generation.generate(speechRequest('x'.repeat(401))).subscribe();
    expect(t.speech.sent).toEqual(['speech v1 ' + 'x'.repeat(401)]);
    t.speech.latest().next(speechStarted('h1'));
    t.speech.latest().next(speechChunk(3));
    t.speech.latest().complete();
    expect(t.output.calls).toEqual(['openStream audio/mpeg', 'play', 'append 3', 'end']);
    await lastValueFrom(t.module.feedback.thumbsUp(), { defaultValue: undefined });
    expect(t.feedbackApi.sent).toHaveLength(1);
    expect(t.notifications.toasts()).toEqual(['success: Your feedback has been submitted, thank you.']);
    running.unsubscribe();
  });
});
