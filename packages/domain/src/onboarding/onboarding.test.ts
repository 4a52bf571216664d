import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { ONBOARDING_ITEM_IDS, ONBOARDING_USER_DEFAULTS, type OnboardingChecklist } from './onboarding-items.js';
import { onboardingItemCompletedBy, onboardingItemToComplete, shouldShowOnboardingToast } from './onboarding-events.js';
import { ONBOARDING_ITEM_CONTENT, onboardingItemCompletedMessage } from './onboarding-item-content.js';

const checklist = (completed: readonly string[], hidden = false): OnboardingChecklist => ({
  checklist_id: 'c1',
  hidden,
  items: ONBOARDING_ITEM_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: completed.includes(id) })),
});

describe('onboarding checklist', () => {
  it.each([
    [{ name: 'speech_synthesis_generate_started', properties: { task: 'text-to-speech' } }, 'generate_text_to_speech'],
    [{ name: 'speech_synthesis_generate_started', properties: { task: 'speech-to-speech' } }, 'generate_speech_to_speech'],
    [{ name: 'voice_library_added_to_voice_lab' }, 'add_voice_to_voice_lab'],
    [{ name: 'voice_lab_design_created' }, 'design_voice'],
    [{ name: 'dub_created' }, 'create_dub'],
    [{ name: 'affiliate_link_generated' }, 'join_affiliate'],
    [{ name: 'toggle_hidden_api_key' }, 'generate_api_key'],
  ])('%j completes %s', (event, item) => {
    expect(onboardingItemCompletedBy(event)).toEqual(O.some(item));
  });

  it('ignores other events and generation events without a known task', () => {
    expect(onboardingItemCompletedBy({ name: 'speech_synthesis_generate_started' })).toEqual(O.none);
    expect(onboardingItemCompletedBy({ name: 'speech_synthesis_generate_started', properties: { task: 'music' } })).toEqual(O.none);
    expect(onboardingItemCompletedBy({ name: 'page_viewed' })).toEqual(O.none);
    expect(onboardingItemCompletedBy({ name: 'constructor' })).toEqual(O.none);
    expect(onboardingItemCompletedBy({ name: 'dub_created ' })).toEqual(O.none);
  });

  it('does not re-send an item that is already completed', () => {
    expect(onboardingItemToComplete({ name: 'dub_created' }, checklist([]))).toEqual(O.some('create_dub'));
    expect(onboardingItemToComplete({ name: 'dub_created' }, checklist(['create_dub']))).toEqual(O.none);
  });

  it('shows the congratulation toast unless the checklist is hidden', () => {
    expect(shouldShowOnboardingToast(checklist([], false))).toBe(true);
    expect(shouldShowOnboardingToast(checklist([], true))).toBe(false);
    expect(onboardingItemCompletedMessage('create_dub')).toBe('Well done! You completed "Dub a video".');
  });

  it('links items to speech synthesis, speech-to-speech, voice library, voice lab, dubbing, affiliates and docs', () => {
    expect(ONBOARDING_ITEM_IDS.map((id) => ONBOARDING_ITEM_CONTENT[id].landingPage)).toEqual([
      '/app/speech-synthesis/text-to-speech',
      '/app/speech-synthesis/speech-to-speech',
      '/app/voice-library',
      '/app/voice-lab',
      '/app/dubbing',
      '/affiliates',
      '/docs/introduction',
    ]);
    expect(ONBOARDING_USER_DEFAULTS).toEqual({ is_onboarding_completed: true, is_onboarding_checklist_completed: true });
  });
});
