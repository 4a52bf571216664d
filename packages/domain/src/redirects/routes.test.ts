import { describe, it, expect } from 'vitest';
import { APP_ROUTES, studioProjectRoute, voiceLabShareRoute } from './app-routes.js';
import { PUBLIC_ROUTES, customerRoute, languageRoute, soundEffectRoute, useCaseRoute } from './public-routes.js';
import { isKnownRoute } from './known-routes.js';

describe('route map', () => {
  it('names the routes the spec names', () => {
    expect(APP_ROUTES.signIn).toBe('/app/sign-in');
    expect(APP_ROUTES.signUp).toBe('/app/sign-up');
    expect(APP_ROUTES.forgotPassword).toBe('/app/sign-in/forgot-password');
    expect(APP_ROUTES.home).toBe('/app/home');
    expect(APP_ROUTES.action).toBe('/app/action');
    expect(APP_ROUTES.subscription).toBe('/app/subscription');
    expect(APP_ROUTES.usage).toBe('/app/usage');
    expect(PUBLIC_ROUTES.pricing).toBe('/pricing');
    expect(PUBLIC_ROUTES.blog).toBe('/blog/');
  });

  it('has 29 parameterless public routes and every app route under /app', () => {
    expect(Object.keys(PUBLIC_ROUTES)).toHaveLength(29);
    expect(Object.values(APP_ROUTES).every((route) => route.startsWith('/app/'))).toBe(true);
    expect(new Set(Object.values(APP_ROUTES)).size).toBe(Object.values(APP_ROUTES).length);
  });

  it('builds parameterised routes with encoded segments', () => {
    expect(voiceLabShareRoute('a', 'b')).toBe('/app/voice-lab/share/a/b');
    expect(studioProjectRoute('p/1')).toBe('/app/studio/p%2F1');
    expect(customerRoute('acme')).toBe('/customers/acme');
    expect(languageRoute('german')).toBe('/languages/german');
    expect(useCaseRoute('audiobooks')).toBe('/use-cases/audiobooks');
    expect(soundEffectRoute('rain')).toBe('/sound-effects/rain');
  });

  it('knows routes with or without a trailing slash, and nothing else', () => {
    expect(isKnownRoute('/blog')).toBe(true);
    expect(isKnownRoute('/app/home/')).toBe(true);
    expect(isKnownRoute('/app/nowhere')).toBe(false);
  });
});
