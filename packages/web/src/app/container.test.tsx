import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createAppContainer, routerContextFrom, type AppConfig } from './container';

const config: AppConfig = { apiBaseUrl: 'http://127.0.0.1:9', origin: 'https://cadence.test', utcOffsetMinutes: 0 };

describe('the composition root', () => {
  it('builds every use-case and service of the router context from the browser adapters', () => {
    const context = routerContextFrom(createAppContainer(config), config);
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
      'origin',
      'payouts',
      'planScreen',
      'player',
      'session',
      'shareVideo',
      'sharedItem',
      'sharing',
      'speechSettings',
      'storedCoupon',
      'subscriptionPage',
      'toaster',
      'usage',
    ]);
    expect(context.origin).toBe('https://cadence.test');
  });

  it('keeps the player’s one audio element in the document', () => {
    const context = routerContextFrom(createAppContainer(config), config);
    expect(context.player).toBeDefined();
    const audio = document.querySelectorAll('[data-testid="player-audio"]');
    expect(audio.length).toBeGreaterThanOrEqual(1);
    expect(audio[0]?.tagName).toBe('AUDIO');
  });

  it('binds singletons: one session for the whole app', () => {
    const container = createAppContainer(config);
    expect(routerContextFrom(container, config).session).toBe(routerContextFrom(container, config).session);
  });

  it('resolves a browser without a stored session as signed out, without calling the API', async () => {
    window.localStorage.clear();
    const { session } = routerContextFrom(createAppContainer(config), config);
    const state = await firstValueFrom(session.state$.pipe(filter((s) => s.status !== 'unknown')));
    expect(state).toEqual({ status: 'signedOut' });
  });

  it('shows a signed-out browser the six plan cards, every button leading to sign-up', async () => {
    window.localStorage.clear();
    const { planScreen } = routerContextFrom(createAppContainer(config), config);
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
    const { colorTheme } = routerContextFrom(createAppContainer(config), config);
    colorTheme.toggle();
    expect(window.localStorage.getItem('color-theme')).toBe('dark');
  });
});
