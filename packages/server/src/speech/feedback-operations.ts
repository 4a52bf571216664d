import {
  FEEDBACK_TOO_LONG_MESSAGE, isInternalStaff, NEGATIVE_FEEDBACK_FLAGS, NOT_REVIEWED, validateFeedback, type FeedbackDraft, type FeedbackError,
} from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail, type Failure } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, reply, securedOperation, type Caller, type OperationInput } from '../http/operation.js';
import { findUserById } from '../users/user-repository.js';
import { findHistoryItem, historyItemJson } from './history-repository.js';
import { findFeedbackState, markFeedbackReviewed, saveFeedback } from './feedback-repository.js';

/** What the team's review sets. */
const REVIEWED = 'reviewed';

interface FeedbackBody {
  readonly thumbs_up: boolean;
  readonly feedback?: string;
  readonly emotions?: boolean;
  readonly inaccurate_clone?: boolean;
  readonly glitches?: boolean;
  readonly audio_quality?: boolean;
  readonly other?: boolean;
}

/** Thumbs up keeps the text only, thumbs down the five flags only (the domain's draft shapes). */
const draftOf = (body: FeedbackBody): FeedbackDraft =>
  body.thumbs_up
    ? { kind: 'positive', text: body.feedback ?? '' }
    : { kind: 'negative', flags: Object.fromEntries(NEGATIVE_FEEDBACK_FLAGS.map((flag) => [flag, body[flag] ?? false])) as Record<(typeof NEGATIVE_FEEDBACK_FLAGS)[number], boolean> };

const FEEDBACK_FAILURES: Readonly<Record<FeedbackError, Failure>> = {
  alreadyReviewed: fail('feedback_already_reviewed'),
  tooShort: fail('feedback_too_short'),
  tooLong: fail('invalid_request', FEEDBACK_TOO_LONG_MESSAGE),
};

const isStaff = async (ctx: AppContext, caller: Caller): Promise<boolean> => {
  const user = await findUserById(ctx.db, caller.userId);
  return user !== null && user.email_verified && isInternalStaff(user.email, ctx.config.internalStaffDomains);
};

export const feedbackOperations = (ctx: AppContext): OperationTable<'submitHistoryFeedback' | 'reviewHistoryFeedback'> => ({
  submitHistoryFeedback: securedOperation(async (input: OperationInput<FeedbackBody>, caller) => {
    const id = String(input.params['history_item_id']);
    const state = await findFeedbackState(ctx.db, caller.workspaceId, id);
    if (state === null) return fail('history_item_not_found');
    const validated = validateFeedback(state.hasFeedback ? { review_status: state.reviewStatus } : null, draftOf(input.body));
    if (validated._tag === 'Left') return FEEDBACK_FAILURES[validated.left];
    await saveFeedback(ctx.db, caller.workspaceId, id, validated.right, NOT_REVIEWED);
    const row = await findHistoryItem(ctx.db, caller.workspaceId, id);
    return row === null ? fail('history_item_not_found') : reply(historyItemJson(row)['feedback']);
  }),
  reviewHistoryFeedback: securedOperation(async (input, caller) => {
    // A development helper, switched off with the other dev tools (DEV_MAILBOX=off).
    if (!ctx.config.devMailbox) return fail('not_found');
    if (!(await isStaff(ctx, caller))) return fail('forbidden', 'Only Cadence staff may review feedback.');
    const reviewed = await markFeedbackReviewed(ctx.db, String(input.params['history_item_id']), REVIEWED);
    return reviewed ? ok() : fail('history_item_not_found', 'A history item with this id and feedback was not found.');
  }),
});
