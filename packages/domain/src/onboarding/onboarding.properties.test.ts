import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { ONBOARDING_ITEM_IDS, type OnboardingChecklist } from './onboarding-items.js';
import { onboardingItemCompletedBy, onboardingItemToComplete, type AnalyticsEvent } from './onboarding-events.js';

const NAMES = [
  'speech_synthesis_generate_started', 'voice_library_added_to_voice_lab', 'voice_lab_design_created', 'dub_created',
  'affiliate_link_generated', 'toggle_hidden_api_key', 'page_viewed', '__proto__', 'toString',
];
const event: fc.Arbitrary<AnalyticsEvent> = fc.record({
  name: fc.oneof(fc.constantFrom(...NAMES), fc.string()),
  properties: fc.record({ task: fc.oneof(fc.constantFrom('text-to-speech', 'speech-to-speech'), fc.string(), fc.integer()) }),
});
const checklist: fc.Arbitrary<OnboardingChecklist> = fc
  .tuple(fc.subarray([...ONBOARDING_ITEM_IDS]), fc.boolean())
  .map(([completed, hidden]) => ({
    checklist_id: 'c1',
    hidden,
    items: ONBOARDING_ITEM_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: completed.includes(id) })),
  }));

describe('onboarding properties', () => {
  it('property: an already-completed item is never sent again, and an open one is sent when its event arrives', () => {
    fc.assert(
      fc.property(event, checklist, (e, list) => {
        const item = onboardingItemCompletedBy(e);
        const toSend = onboardingItemToComplete(e, list);
        const done = O.exists((id: string) =>
          list.items.some((entry) => entry.onboarding_checklist_item_id === id && entry.is_completed),
        )(item);
        expect(toSend).toEqual(done ? O.none : item);
      }),
    );
  });

  it('property: any event completes at most a known item', () => {
    fc.assert(
      fc.property(event, (e) =>
        O.match(() => true, (item: string) => (ONBOARDING_ITEM_IDS as readonly string[]).includes(item))(onboardingItemCompletedBy(e)),
      ),
    );
  });
});
