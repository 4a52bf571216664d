import { ONBOARDING_ITEM_IDS, type OnboardingChecklist, type OnboardingItemId } from '@cadence/domain';
import type { Database } from '../db/database.port.js';
import { newId } from '../random.js';
import { updateUser } from './user-repository.js';
import type { UserRow } from './user-row.js';

const newChecklist = (): OnboardingChecklist => ({
  checklist_id: newId(),
  items: ONBOARDING_ITEM_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: false })),
  hidden: false,
});

const save = (db: Database, userId: string, checklist: OnboardingChecklist, completed: boolean): Promise<void> =>
  updateUser(db, userId, { onboarding_checklist: JSON.stringify(checklist), is_onboarding_checklist_completed: completed });

/** Starts the checklist with every item open; a checklist already started is kept as it is. */
export const initiateChecklist = async (db: Database, user: UserRow): Promise<OnboardingChecklist> => {
  if (user.onboarding_checklist !== null) return user.onboarding_checklist;
  const checklist = newChecklist();
  await save(db, user.user_id, checklist, false);
  return checklist;
};

/** Completes one item (starting the checklist if needed); the checklist is complete once every item is. */
export const completeChecklistItem = async (db: Database, user: UserRow, itemId: OnboardingItemId): Promise<void> => {
  const current = user.onboarding_checklist ?? newChecklist();
  const items = current.items.map((item) => (item.onboarding_checklist_item_id === itemId ? { ...item, is_completed: true } : item));
  const alreadyComplete = user.onboarding_checklist !== null && user.is_onboarding_checklist_completed;
  const done = alreadyComplete || items.every((item) => item.is_completed);
  await save(db, user.user_id, { ...current, items }, done);
};

/** Hides the checklist; nothing to hide when it was never started. */
export const hideChecklist = async (db: Database, user: UserRow): Promise<void> => {
  if (user.onboarding_checklist !== null) {
    await save(db, user.user_id, { ...user.onboarding_checklist, hidden: true }, user.is_onboarding_checklist_completed);
  }
};

/** Marks the whole checklist complete. */
export const markChecklistComplete = async (db: Database, user: UserRow): Promise<void> => {
  await updateUser(db, user.user_id, { is_onboarding_checklist_completed: true });
};
