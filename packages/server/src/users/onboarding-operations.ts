import type { OnboardingItemId } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, securedOperation } from '../http/operation.js';
import { withUser } from './current-user.js';
import { completeChecklistItem, hideChecklist, initiateChecklist, markChecklistComplete } from './onboarding.js';
import type { UserRow } from './user-row.js';

const onUser = (ctx: AppContext, step: (user: UserRow) => Promise<unknown>) =>
  securedOperation((_input, caller) =>
    withUser(ctx, caller, async (user) => {
      await step(user);
      return ok();
    }),
  );

/** The onboarding checklist: initiate, complete one item, hide, mark complete. */
export const onboardingOperations = (ctx: AppContext): OperationTable<
  'initiateOnboardingChecklist' | 'updateOnboardingChecklist' | 'hideOnboardingChecklist' | 'completeOnboardingChecklist'
> => ({
  initiateOnboardingChecklist: onUser(ctx, (user) => initiateChecklist(ctx.db, user)),
  updateOnboardingChecklist: securedOperation<{ readonly item_id: OnboardingItemId }>(({ body }, caller) =>
    withUser(ctx, caller, async (user) => {
      await completeChecklistItem(ctx.db, user, body.item_id);
      return ok();
    }),
  ),
  hideOnboardingChecklist: onUser(ctx, (user) => hideChecklist(ctx.db, user)),
  completeOnboardingChecklist: onUser(ctx, (user) => markChecklistComplete(ctx.db, user)),
});
