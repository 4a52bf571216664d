// The words the UI shows (toasts, dialog copy, labels, titles, tooltips) and the functions that put a value into
// them. They live beside the rules that use them; this index gathers them into one subpath, @cadence/domain/copy,
// so an app can take the rules without the product's wording. Every export named *_MESSAGE or *Message is here.

// account-action
export {
  ACTION_DIALOG_COPY,
  VERIFY_EMAIL_FAILED_COPY,
  actionDialogCopy,
  type ActionDialogCopy,
} from '../account-action/action-dialog-copy.js';
export { UNKNOWN_ACTION_MODE_MESSAGE } from '../account-action/action-query.js';
export { TOO_MANY_ATTEMPTS_MESSAGE, resetCodeCheckMessage } from '../account-action/action-code-errors.js';
export {
  EMAIL_ACCESS_VERIFIED_MESSAGE,
  SUPPORT_ACCESS_GRANTED_MESSAGE,
  VERIFICATION_EMAIL_FAILED_MESSAGE,
  PASSWORD_RESET_REQUEST_FAILED_MESSAGE,
  EMAIL_UPDATED_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  emailUpdateFailedMessage,
  serverMessageOr,
  httpErrorToastMessage,
  type ToastableError,
} from '../account-action/account-messages.js';

// downloads
export {
  INVALID_BASE64_MESSAGE,
  NULL_BODY_MESSAGE,
  BLOB_READ_FAILED_MESSAGE,
  unsupportedContentTypeMessage,
  downloadErrorMessage,
} from '../downloads/download-errors.js';

// feedback
export {
  FEEDBACK_SUBMITTED_MESSAGE,
  FEEDBACK_ALREADY_REVIEWED_MESSAGE,
  FEEDBACK_TOO_SHORT_MESSAGE,
  FEEDBACK_TOO_LONG_MESSAGE,
  feedbackErrorMessage,
} from '../feedback/feedback-messages.js';

// limits
export {
  QUOTA_UPGRADE_LINK_LABEL,
  QUOTA_USED_UP_MESSAGE,
  quotaExceededWarning,
  remainingQuotaText,
  requestQuotaText,
} from '../limits/quota-messages.js';

// onboarding
export {
  ONBOARDING_ITEM_CONTENT,
  onboardingItemCompletedMessage,
  type OnboardingItemContent,
} from '../onboarding/onboarding-item-content.js';

// passwords
export {
  PASSWORD_REQUIREMENTS_MESSAGE_PREFIX,
  UNMET_PASSWORD_RULE_TEXT,
  passwordRequirementsMessage,
} from '../passwords/password-messages.js';
export { PASSWORD_CHECKLIST_LABELS } from '../passwords/password-checklist.js';
export { PASSWORDS_DO_NOT_MATCH_MESSAGE, newPasswordFormErrorMessage } from '../passwords/new-password-form.js';

// plan-actions
export { NO_CASE_SELECTED_MESSAGE } from '../plan-actions/exhaustive-switch.js';
export {
  subscriptionChangeFailedMessage,
  CHECKOUT_SESSION_FAILED_MESSAGE,
  CHECKOUT_UNEXPECTED_ERROR_MESSAGE,
  CHECKOUT_COUPON_EXPIRED_MESSAGE,
  checkoutFailureMessage,
  alreadyMovingToFreeMessage,
} from '../plan-actions/plan-action-messages.js';
export { planChangeDialogCopy, type PlanChangeDialogCopy } from '../plan-actions/plan-change-dialog-copy.js';

// plans
export {
  PRICE_PERIOD_SUFFIX,
  planCardCopy,
  firstMonthOfferLabel,
  nextChargeText,
  type PlanCardCopy,
} from '../plans/billing-copy.js';

// promo
export {
  invalidPromoCodeMessage,
  PROMO_CODE_VALIDATION_FAILED_MESSAGE,
  promoCodeRemovedMessage,
  couponAppliedMessage,
  couponAppliedToSubscriptionMessage,
  couponSavedForCheckoutMessage,
  PROMO_CODE_CHECKOUT_HINT,
  PROMO_CODE_NEXT_INVOICE_HINT,
  discountLabel,
  discountedChargeText,
} from '../promo/promo-messages.js';
export { promoCodeErrorMessage } from '../promo/promo-coupon.js';

// subscriptions
export {
  CHECKOUT_CANCELED_MESSAGE,
  PAYMENT_METHOD_UPDATED_MESSAGE,
  checkoutIncompleteMessage,
  checkoutSucceededMessage,
  downgradeCanceledMessage,
  downgradeScheduledMessage,
  subscriptionCanceledMessage,
  subscriptionRenewedMessage,
  upgradedMessage,
} from '../subscriptions/subscription-notices.js';

// character-limit extension
export {
  characterLimitAboveCeilingMessage,
  characterLimitExtendedMessage,
  characterLimitRefusalMessage,
} from '../limits/character-limit-messages.js';

// sharing
export { SHARE_MODAL_TITLE, SHARE_NETWORK_LABELS } from '../sharing/share-link.js';
export { VIDEO_THEME_LABELS } from '../sharing/video-themes.js';
export { SHARED_ITEM_SIGN_UP_LABEL, SHARED_ITEM_INVITATION, sharedItemMadeWith } from '../sharing/shared-item-onward.js';
export {
  PUBLIC_NAME_UPDATED_MESSAGE,
  SHARE_LINK_COPIED_MESSAGE,
  SHARE_API_NOT_SUPPORTED_MESSAGE,
  VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE,
  UNKNOWN_VIDEO_ERROR_MESSAGE,
  UNKNOWN_VIDEO_PREVIEW_ERROR_MESSAGE,
  videoGenerationErrorMessage,
  videoPreviewErrorMessage,
} from '../sharing/share-messages.js';

// voices
export { VOICE_PREVIEW_FAILURE_MESSAGE, voicePreviewFailureMessage } from '../voices/voice-constants.js';

// workspace
export {
  TRAINING_OPT_OUT_ADMIN_ONLY_TOOLTIP,
  TRAINING_OPT_OUT_UPDATED_MESSAGE,
  trainingOptOutTooltip,
} from '../workspace/training-opt-out.js';
