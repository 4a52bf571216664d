import { describe, it, expect } from 'vitest';
import { ADD_SECOND_FACTOR_DIALOG, APP_ROUTES, studioProjectRoute, voiceLabShareRoute } from './app-routes.js';
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

  it('holds exactly the spec\'s parameterless application routes, all under /app', () => {
    const spec = [
      'sign-in', 'sign-up', 'sign-in/forgot-password', 'sso', 'home', 'ai-classifier',
      'audio-native', 'audio-native/settings', 'audio-native/settings/player', 'audio-native/analytics',
      'conversational-ai', 'conversational-ai/agents', 'conversational-ai/new', 'conversational-ai/integrations',
      'conversational-ai/knowledge-base', 'conversational-ai/phone-numbers', 'conversational-ai/batch-calling',
      'conversational-ai/settings', 'conversational-ai/agent-testing', 'conversational-ai/history',
      'conversational-ai/playground', 'conversational-ai/talk-to', 'conversational-ai/tools',
      'developers', 'developers/api-keys', 'developers/webhooks', 'developers/service-accounts', 'developers/usage',
      'dubbing', 'onboarding', 'onboarding/next', 'onboarding-checklist', 'payouts',
      'productions', 'productions/active', 'productions/dashboard', 'productions/history', 'productions/settings',
      'productions/settings/qualifications', 'productions/unclaimed', 'profiles',
      'sound-effects', 'sound-effects/generate', 'sound-effects/history', 'sound-effects/explore',
      'sound-effects/explore/search', 'sound-effects/explore/category',
      'settings', 'settings/api-keys', 'settings/workspace-invites', 'settings/webhooks', 'studio',
      'speech-synthesis', 'speech-synthesis/text-to-speech', 'speech-synthesis/text-to-speech/history',
      'speech-synthesis/speech-to-speech', 'speech-synthesis/speech-to-speech/history', 'speech-to-text', 'subscription',
      'workspace', 'workspace/members', 'workspace/groups', 'workspace/service-accounts', 'workspace/security',
      'workspace/webhooks', 'workspace/voice-library', 'usage', 'usage/workspace', 'voice-lab', 'voice-lab/collections',
      'default-voices', 'workspace-voices', 'voiceover-studio', 'voice-library', 'voice-library/collections',
      'voice-isolator', 'publishing', 'music', 'eleven', 'action',
    ].map((route) => `/app/${route}`);
    expect([...Object.values(APP_ROUTES)].sort()).toEqual([...spec].sort());
  });

  it('holds exactly the spec\'s parameterless public marketing routes', () => {
    const spec = [
      '/about', '/affiliates', '/affiliates/terms', '/api', '/blog/', '/careers', '/contact-sales', '/customers',
      '/docs/introduction', '/dubbing', '/enterprise', '/languages', '/use-cases', '/pricing', '/pricing/api', '/studio',
      '/safety', '/showcase', '/sound-effects', '/text-to-speech', '/voice-changer', '/voice-cloning', '/voice-library',
      '/voice-isolator', '/text-reader', '/grants', '/payouts', '/terms-of-use-eu', '/use-policy',
    ];
    expect([...Object.values(PUBLIC_ROUTES)].sort()).toEqual([...spec].sort());
  });

  it('opens the add second factor dialog with settings?dialog=add-2fa', () => {
    expect(ADD_SECOND_FACTOR_DIALOG).toBe('add-2fa');
  });
});
