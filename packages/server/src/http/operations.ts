import type { AppContext } from '../app-context.js';
import { actionOperations } from '../accounts/action-operations.js';
import { billingOperations } from '../billing/billing-operations.js';
import { checkoutOperations } from '../billing/checkout-operations.js';
import { sandboxClockOperations } from '../billing/sandbox-clock-operations.js';
import { subscriptionOperations } from '../billing/subscription-operations.js';
import { sessionOperations } from '../accounts/session-operations.js';
import { mailboxOperations } from '../mail/mailbox-operations.js';
import { onboardingOperations } from '../users/onboarding-operations.js';
import { userOperations } from '../users/user-operations.js';
import { visitorOperations } from '../users/visitor-operations.js';
import { historyOperations } from '../speech/history-operations.js';
import { voiceOperations } from '../speech/voice-operations.js';
import { apiKeyOperations } from '../api-keys/api-key-operations.js';
import { speechOperations } from '../speech/speech-operations.js';
import { workspaceOperations } from '../workspaces/workspace-operations.js';
import { videoOperations } from '../video/video-operations.js';
import { feedbackOperations } from '../speech/feedback-operations.js';
import { shareOperations } from '../speech/share-operations.js';
import { dialogueOperations } from '../speech/dialogue-operations.js';
import { speechToSpeechOperations } from '../speech/speech-to-speech-operations.js';
import { publicProfileOperations } from '../users/public-profile-operations.js';
import type { OperationTable } from './operation-table.js';
import type { OperationId } from './operation-ids.js';

/** Every operation of the contract; the type makes a missing one a compile error. */
export const allOperations = (ctx: AppContext): OperationTable<OperationId> => ({
  ...sessionOperations(ctx),
  ...actionOperations(ctx),
  ...userOperations(ctx),
  ...onboardingOperations(ctx),
  ...visitorOperations(ctx),
  ...workspaceOperations(ctx),
  ...billingOperations(ctx),
  ...checkoutOperations(ctx),
  ...subscriptionOperations(ctx),
  ...mailboxOperations(ctx),
  ...sandboxClockOperations(ctx),
  ...speechOperations(ctx),
  ...historyOperations(ctx),
  ...voiceOperations(ctx),
  ...apiKeyOperations(ctx),
  ...feedbackOperations(ctx),
  ...shareOperations(ctx),
  ...dialogueOperations(ctx),
  ...speechToSpeechOperations(ctx),
  ...publicProfileOperations(ctx),
  ...videoOperations(ctx),
});
