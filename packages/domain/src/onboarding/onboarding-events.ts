import * as O from 'fp-ts/lib/Option.js';
import type { OnboardingChecklist, OnboardingItemId } from './onboarding-items.js';

/** An analytics event as the client tracks it: a name and its properties. */
export interface AnalyticsEvent {
  readonly name: string;
  readonly properties?: Readonly<Record<string, unknown>>;
}

const GENERATE_EVENT = 'speech_synthesis_generate_started';

/** Events that complete an item by name alone. */
const BY_EVENT: ReadonlyMap<string, OnboardingItemId> = new Map<string, OnboardingItemId>([
  ['voice_library_added_to_voice_lab', 'add_voice_to_voice_lab'],
  ['voice_lab_design_created', 'design_voice'],
  ['dub_created', 'create_dub'],
  ['affiliate_link_generated', 'join_affiliate'],
  ['toggle_hidden_api_key', 'generate_api_key'],
]);

/** The generation event completes an item by its task property. */
const BY_GENERATION_TASK: ReadonlyMap<unknown, OnboardingItemId> = new Map<unknown, OnboardingItemId>([
  ['text-to-speech', 'generate_text_to_speech'],
  ['speech-to-speech', 'generate_speech_to_speech'],
]);

/** The checklist item an analytics event completes, if any (a generation event counts by its task property). */
export const onboardingItemCompletedBy = (event: AnalyticsEvent): O.Option<OnboardingItemId> => {
  const item =
    event.name === GENERATE_EVENT ? BY_GENERATION_TASK.get(event.properties?.['task']) : BY_EVENT.get(event.name);
  return O.fromNullable(item);
};

/** True when the checklist already marks the item completed. */
export const isOnboardingItemCompleted = (checklist: OnboardingChecklist, item: OnboardingItemId): boolean =>
  checklist.items.some((entry) => entry.onboarding_checklist_item_id === item && entry.is_completed);

/** The item to send as completed for an event: the item the event completes, unless it is already completed. */
export const onboardingItemToComplete = (
  event: AnalyticsEvent,
  checklist: OnboardingChecklist,
): O.Option<OnboardingItemId> =>
  O.filter((item: OnboardingItemId) => !isOnboardingItemCompleted(checklist, item))(onboardingItemCompletedBy(event));

/** The congratulation toast on item completion shows unless the checklist is hidden. */
export const shouldShowOnboardingToast = (checklist: Pick<OnboardingChecklist, 'hidden'>): boolean =>
  !checklist.hidden;
