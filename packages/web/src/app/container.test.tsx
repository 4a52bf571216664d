import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createAppContainer, routerContextFrom, type AppConfig } from './container';
import { createPlayerAudioElement } from './player-audio-element';

const config: AppConfig = {
  apiBaseUrl: 'http://127.0.0.1:9',
  origin: 'https://cadence.test',
  utcOffsetMinutes: 0,
  audioElement: document.createElement('audio'),
};

describe('the composition root', () => {
  it('builds every use-case and service of the router context from the browser adapters', () => {
    const context = routerContextFrom(createAppContainer(config));
    expect(Object.keys(context).sort()).toEqual([
      'accountAction',
      'apiKeys',
      'colorTheme',
      'dialogue',
      'downloads',
      'externalNavigator',
      'feedback',
      'forgotPassword',
      'generation',
      'history',
      'notifications',
      'origin',
      'payouts',
      'planScreen',
      'player',
      'session',
      'shareVideo',
      'sharedItem',
      'sharing',
      'speechSettings',
      'speechToSpeechPage',
      'storedCoupon',
      'subscriptionPage',
      'textToSpeechPage',
      'toaster',
      'usage',
    ]);
    expect(context.origin).toBe('https://cadence.test');
  });

  it('starts nothing when resolved: no audio element is placed in the document', () => {
    window.localStorage.clear();
    const before = document.body.innerHTML;
    const context = routerContextFrom(createAppContainer(config));
    expect(context.player).toBeDefined();
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelectorAll('[data-testid="player-audio"]')).toHaveLength(0);
  });

  it('puts the player’s one audio element in the document when main asks for it', () => {
    const audio = createPlayerAudioElement(document);
    expect(document.querySelectorAll('[data-testid="player-audio"]')).toEqual(expect.objectContaining({ length: 1 }));
    expect(audio.tagName).toBe('AUDIO');
    audio.remove();
  });

  it('shows a toast raised through the notifications outlet', () => {
    const context = routerContextFrom(createAppContainer(config));
    context.notifications.notify({ type: 'toast', kind: 'error', message: 'Boom' });
    let shown: readonly string[] = [];
    context.toaster.toasts$.subscribe((toasts) => (shown = toasts.map((t) => t.message))).unsubscribe();
    expect(shown).toEqual(['Boom']);
  });

  it('binds singletons: one session for the whole app', () => {
    const container = createAppContainer(config);
    expect(routerContextFrom(container).session).toBe(routerContextFrom(container).session);
  });

  it('resolves a browser without a stored session as signed out, without calling the API', async () => {
    window.localStorage.clear();
    const { session } = routerContextFrom(createAppContainer(config));
    const state = await firstValueFrom(session.state$.pipe(filter((s) => s.status !== 'unknown')));
    expect(state).toEqual({ status: 'signedOut' });
  });

  it('shows a signed-out browser the six plan cards, every button leading to sign-up', async () => {
    window.localStorage.clear();
    const { planScreen } = routerContextFrom(createAppContainer(config));
    const view = await firstValueFrom(planScreen.view$.pipe(filter((v) => v.status === 'ready')));
    expect(view.loggedIn).toBe(false);
    expect(view.cards.map((card) => [card.tier, card.button.label, card.button.enabled])).toEqual([
      ['free', 'Get Started Free', true],
      ['starter', 'Start Today', true],
      ['creator', 'Start Today', true],
      ['pro', 'Start Today', true],
      ['growing_business', 'Start Today', true],
      ['scale_2024_08_10', 'Start Today', true],
    ]);
  });

  it('keeps the colour theme in local storage under the domain key', () => {
    window.localStorage.clear();
    const { colorTheme } = routerContextFrom(createAppContainer(config));
    colorTheme.toggle();
    expect(window.localStorage.getItem('color-theme')).toBe('dark');
  });
});
