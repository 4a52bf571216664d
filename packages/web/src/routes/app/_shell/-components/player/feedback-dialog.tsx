import type { FeedbackDialogView } from '@cadence/application';
import { FEEDBACK_TEXT_MAX_LENGTH, NEGATIVE_FEEDBACK_FLAGS, type NegativeFeedbackFlag } from '@cadence/domain';
import { Alert } from '../../../../../ui/alert/alert';
import { Button } from '../../../../../ui/button/button';
import { Checkbox } from '../../../../../ui/checkbox/checkbox';
import { Dialog } from '../../../../../ui/dialog/dialog';
import { NEGATIVE_FEEDBACK_LABELS } from './feedback-labels';
import * as styles from './player-bar.css';

/** What the feedback dialog sends back. */
export interface FeedbackDialogProps {
  readonly dialog: FeedbackDialogView | null;
  readonly onText: (text: string) => void;
  readonly onToggle: (flag: NegativeFeedbackFlag) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

/** The feedback dialog: free text with a 200-character counter for a thumbs up, five checkboxes for a thumbs down. */
export const FeedbackDialog = ({ dialog, onText, onToggle, onSubmit, onClose }: FeedbackDialogProps) => (
  <Dialog
    open={dialog !== null}
    onDismiss={onClose}
    title={dialog?.kind === 'negative' ? 'What went wrong?' : 'What did you like?'}
    footer={
      <>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSubmit} busy={dialog?.submitting ?? false}>
          Submit feedback
        </Button>
      </>
    }
  >
    {dialog?.kind === 'positive' ? (
      <label className={styles.details}>
        <span>Your feedback (optional)</span>
        <textarea
          aria-label="Your feedback"
          maxLength={FEEDBACK_TEXT_MAX_LENGTH}
          rows={4}
          value={dialog.text}
          onChange={(event) => onText(event.target.value)}
        />
        <span aria-live="polite">{`${String(dialog.remaining)} characters left`}</span>
      </label>
    ) : null}
    {dialog?.kind === 'negative'
      ? NEGATIVE_FEEDBACK_FLAGS.map((flag) => (
          <Checkbox key={flag} label={NEGATIVE_FEEDBACK_LABELS[flag]} checked={dialog.flags[flag]} onChange={() => onToggle(flag)} />
        ))
      : null}
    {dialog?.error ? <Alert tone="error">{dialog.error}</Alert> : null}
  </Dialog>
);
