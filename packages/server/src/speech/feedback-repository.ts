import type { FeedbackSubmission } from '@cadence/domain';
import type { Database } from '../db/database.port.js';

/** The item's current feedback state: null when the item is not in the workspace. */
export const findFeedbackState = async (
  db: Database, workspaceId: string, id: string,
): Promise<{ readonly hasFeedback: boolean; readonly reviewStatus: string } | null> => {
  const [row] = await db.query<{ feedback_thumbs_up: boolean | null; review_status: string }>(
    'SELECT feedback_thumbs_up, review_status FROM history_items WHERE workspace_id = $1 AND history_item_id = $2', [workspaceId, id],
  );
  return row === undefined ? null : { hasFeedback: row.feedback_thumbs_up !== null, reviewStatus: row.review_status };
};

/** Replaces the item's feedback; it stays not reviewed until the team reviews it. */
export const saveFeedback = async (db: Database, workspaceId: string, id: string, feedback: FeedbackSubmission, status: string): Promise<void> => {
  await db.query(
    `UPDATE history_items SET feedback_thumbs_up = $3, feedback_text = $4, feedback_emotions = $5, feedback_inaccurate_clone = $6,
       feedback_glitches = $7, feedback_audio_quality = $8, feedback_other = $9, review_status = $10
     WHERE workspace_id = $1 AND history_item_id = $2`,
    [workspaceId, id, feedback.thumbs_up, feedback.feedback, feedback.emotions, feedback.inaccurate_clone, feedback.glitches,
      feedback.audio_quality, feedback.other, status],
  );
};

/** Marks an item's feedback reviewed (any workspace: the team reviews); false when the item has no feedback. */
export const markFeedbackReviewed = async (db: Database, id: string, status: string): Promise<boolean> => {
  const rows = await db.query(
    'UPDATE history_items SET review_status = $2 WHERE history_item_id = $1 AND feedback_thumbs_up IS NOT NULL RETURNING history_item_id', [id, status],
  );
  return rows.length > 0;
};
