import { BehaviorSubject, defer, EMPTY, finalize, NEVER, Subject, type Observable, type Subscription } from 'rxjs';
import type { CharacterUsage } from '@cadence/domain';
import * as O from 'fp-ts/lib/Option.js';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import type { GenerationRequest, GenerationView } from './generation.types.js';
import { createSpeechToSpeechPage } from './speech-to-speech-page.use-case.js';
import type { ChosenFile, SpeechToSpeechForm, SpeechToSpeechPageView } from './speech-to-speech-page.types.js';
import { chosenFile, fakeSpeechSettings } from './testing/speech-settings-fakes.js';

const fakeGeneration = (answer: () => Observable<never> = () => EMPTY) => {
  const view = new BehaviorSubject<GenerationView>({ generating: false, error: null, latest: null });
  const requests: GenerationRequest[] = [];
  const running = { count: 0 };
  const generate = (request: GenerationRequest): Observable<never> =>
    defer(() => {
      requests.push(request);
      running.count += 1;
      return answer().pipe(finalize(() => { running.count -= 1; }));
    });
  return { generation: { view$: view.asObservable(), generate }, view, requests, running };
};

describe('the speech-to-speech page', () => {
  const subscriptions: Subscription[] = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  const setup = (answer?: () => Observable<never>) => {
    const settings = fakeSpeechSettings();
    const generation = fakeGeneration(answer);
    const notifications = recordingNotifications();
    const usage = new BehaviorSubject<CharacterUsage | null>(null);
    const page = createSpeechToSpeechPage({ speechSettings: settings.speechSettings, generation: generation.generation, notifications, usage$: usage });
    const views: SpeechToSpeechPageView[] = [];
    const subscription = page.view$.subscribe((view) => views.push(view));
    subscriptions.push(subscription);
    const form = (): SpeechToSpeechForm => {
      const view = views.at(-1);
      if (view === undefined || view.pending) throw new Error('the page is pending');
      return view;
    };
    return { page, settings, generation, notifications, usage, form, close: () => subscription.unsubscribe() };
  };

  it('converts the chosen recording with the selected voice', () => {
    const t = setup();
    expect(t.form().canConvert).toBe(false);
    t.page.chooseFile(chosenFile('take.wav', 'audio/wav', new Uint8Array([82, 73, 70, 70])));
    expect(t.form()).toMatchObject({ canConvert: true, fileName: 'take.wav' });
    t.page.convert();
    expect(t.generation.requests).toEqual([
      { kind: 'speechToSpeech', voice: { voiceId: 'v1', voiceName: 'Rachel' }, recording: { bytes: new Uint8Array([82, 73, 70, 70]), name: 'take.wav', contentType: 'audio/wav' } },
    ]);
  });

  it('refuses a recording that cannot be read with the spec toast', () => {
    const t = setup();
    t.page.chooseFile(chosenFile('take.wav', 'audio/wav', null));
    t.page.convert();
    expect(t.notifications.toasts()).toEqual(['error: Failed to read blob']);
    expect(t.generation.requests).toEqual([]);
  });

  it('reads and converts to the end after the page closes', () => {
    const t = setup(() => NEVER);
    const bytes = new Subject<O.Option<Uint8Array>>();
    const slow: ChosenFile = { name: 'take.mp3', type: 'audio/mpeg', read: () => bytes };
    t.page.chooseFile(slow);
    t.page.convert();
    t.close();
    bytes.next(O.some(new Uint8Array([1])));
    expect(t.generation.requests).toHaveLength(1);
    expect(t.generation.running.count).toBe(1);
  });

  it('forgets the chosen recording when the page opens again', () => {
    const t = setup();
    t.page.chooseFile(chosenFile('take.wav', 'audio/wav', new Uint8Array([1])));
    t.close();
    const again: SpeechToSpeechPageView[] = [];
    subscriptions.push(t.page.view$.subscribe((view) => again.push(view)));
    expect(again.at(-1)).toMatchObject({ fileName: null, canConvert: false });
  });

  it('forgets the chosen recording when the page says it opened again while its view stayed subscribed', () => {
    const t = setup();
    t.page.chooseFile(chosenFile('take.wav', 'audio/wav', new Uint8Array([1])));
    t.page.open();
    expect(t.form()).toMatchObject({ fileName: null, canConvert: false });
  });

  it('shows what the plan has left, and converts nothing once it has no characters left', () => {
    const t = setup();
    t.page.chooseFile(chosenFile('take.wav', 'audio/wav', new Uint8Array([82, 73, 70, 70])));
    t.usage.next({ tier: 'creator', characterLimit: 100_000, characterCount: 100_000 });
    expect(t.form()).toMatchObject({
      quotaText: '0 of 100,000 characters remaining', quotaWarning: 'Your plan has no characters left this period.', canConvert: false,
    });
    t.page.convert();
    expect(t.generation.requests).toEqual([]);
  });
});
