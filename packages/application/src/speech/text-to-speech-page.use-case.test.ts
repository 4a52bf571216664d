import { BehaviorSubject, defer, EMPTY, finalize, NEVER, type Observable, type Subscription } from 'rxjs';
import type { CharacterUsage } from '@cadence/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import type { GenerationRequest, GenerationView } from './generation.types.js';
import { dialogueView, fakeDialogue, fakeSpeechSettings, speechSettingsView } from './testing/speech-settings-fakes.js';
import { createTextToSpeechPage } from './text-to-speech-page.use-case.js';
import type { TextToSpeechForm, TextToSpeechPageView } from './text-to-speech-page.types.js';

/** A generation that records its requests and reports whether one is still running. */
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

describe('the text-to-speech page', () => {
  const subscriptions: Subscription[] = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  const setup = (answer?: () => Observable<never>) => {
    const settings = fakeSpeechSettings();
    const dialogue = fakeDialogue();
    const generation = fakeGeneration(answer);
    const notifications = recordingNotifications();
    const usage = new BehaviorSubject<CharacterUsage | null>(null);
    const page = createTextToSpeechPage({
      speechSettings: settings.speechSettings, dialogue: dialogue.dialogue, generation: generation.generation, notifications, usage$: usage,
    });
    const views: TextToSpeechPageView[] = [];
    const subscription = page.view$.subscribe((view) => views.push(view));
    subscriptions.push(subscription);
    const form = (): TextToSpeechForm => {
      const view = views.at(-1);
      if (view === undefined || view.pending) throw new Error('the page is pending');
      return view;
    };
    return { page, settings, dialogue, generation, notifications, usage, views, form, close: () => subscription.unsubscribe() };
  };

  it('generates the typed text with the selected voice, model and settings', () => {
    const t = setup();
    expect(t.form().canGenerate).toBe(false);
    t.page.changeText('Hello there');
    expect(t.form()).toMatchObject({ canGenerate: true, characterCount: 11 });
    t.page.generate();
    expect(t.generation.requests).toEqual([{
      kind: 'speech', voice: { voiceId: 'v1', voiceName: 'Rachel' }, text: 'Hello there', modelId: 'eleven_multilingual_v2',
      voiceSettings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 },
    }]);
  });

  it('keeps the generation running after the page closes', () => {
    const t = setup(() => NEVER);
    t.page.changeText('Hello');
    t.page.generate();
    t.close();
    expect(t.generation.running.count).toBe(1);
  });

  it('refuses a dialogue over the limits with an error toast, and generates a valid one', () => {
    const t = setup();
    t.page.chooseMode('dialogue');
    t.dialogue.view.next(dialogueView({ lines: [{ text: 'x'.repeat(3001), voice_id: '' }], error: 'A dialogue has at most 3000 characters in all.' }));
    t.page.generate();
    expect(t.notifications.toasts()).toEqual(['error: A dialogue has at most 3000 characters in all.']);
    expect(t.generation.requests).toEqual([]);
    t.dialogue.view.next(dialogueView({ lines: [{ text: 'Hi', voice_id: 'v2' }, { text: '', voice_id: '' }] }));
    t.page.generate();
    expect(t.generation.requests).toEqual([
      { kind: 'dialogue', voice: { voiceId: 'v1', voiceName: 'Rachel' }, lines: [{ text: 'Hi', voice_id: 'v2' }], modelId: 'eleven_multilingual_v2' },
    ]);
  });

  it('sends dialogue edits to the editor, a line voice through the safety rule, and new lines with the selected voice', () => {
    const t = setup();
    t.page.setLineText(1, 'x');
    t.page.setLineVoice(1, 'v2');
    t.page.addLine();
    t.page.removeLine(0);
    expect(t.dialogue.calls).toEqual(['setText 1 x', 'setVoice 1 v2', 'addLine v1', 'removeLine 0']);
    expect(t.settings.calls).toEqual(['checkVoiceSafety v2']);
  });

  it('waits while the pickers load, and follows the generation', () => {
    const t = setup();
    t.settings.view.next(speechSettingsView({ status: 'loading' }));
    expect(t.views.at(-1)).toEqual({ pending: true });
    t.settings.view.next(speechSettingsView());
    t.generation.view.next({ generating: true, error: null, latest: null });
    expect(t.form().generating).toBe(true);
  });

  it('shows every subscriber the newest state last when the generation answers at once', () => {
    const t = setup();
    // A generation that reports it started while the page is still handling the press.
    const started = () => defer(() => { t.generation.view.next({ generating: true, error: null, latest: null }); return EMPTY; });
    const page = createTextToSpeechPage({
      speechSettings: t.settings.speechSettings, dialogue: t.dialogue.dialogue, notifications: t.notifications, usage$: t.usage,
      generation: { view$: t.generation.view.asObservable(), generate: started },
    });
    const first: TextToSpeechPageView[] = [];
    const second: TextToSpeechPageView[] = [];
    subscriptions.push(page.view$.subscribe((view) => first.push(view)), page.view$.subscribe((view) => second.push(view)));
    page.changeText('Hi');
    page.generate();
    expect([first.at(-1), second.at(-1)]).toMatchObject([{ generating: true }, { generating: true }]);
  });

  it('starts afresh when the page opens again', () => {
    const t = setup();
    t.page.changeText('Hello');
    t.page.chooseMode('dialogue');
    t.close();
    const again: TextToSpeechPageView[] = [];
    subscriptions.push(t.page.view$.subscribe((view) => again.push(view)));
    expect(again.at(-1)).toMatchObject({ mode: 'text', text: '' });
  });

  it('starts afresh when the page says it opened again while its view stayed subscribed', () => {
    const t = setup();
    t.page.changeText('Hello');
    t.page.chooseMode('dialogue');
    t.page.open();
    expect(t.form()).toMatchObject({ mode: 'text', text: '', canGenerate: false });
  });

  it("shows the request's cost and what the plan has left, and warns instead of sending a request over the quota", () => {
    const t = setup();
    t.page.changeText('x'.repeat(152));
    expect(t.form().quotaText).toBe('152 characters');
    t.usage.next({ tier: 'creator', characterLimit: 100_000, characterCount: 99_900 });
    expect(t.form()).toMatchObject({
      quotaText: '152 characters · 100 of 100,000 characters remaining',
      quotaWarning: 'This request needs 152 characters, but your plan has only 100 characters left this period.',
      canGenerate: false,
    });
    t.page.generate();
    expect(t.generation.requests).toEqual([]);
    expect(t.notifications.toasts()).toEqual(['error: This request needs 152 characters, but your plan has only 100 characters left this period.']);
  });
});
