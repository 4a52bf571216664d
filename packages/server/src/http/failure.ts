import {
  CHECKOUT_COUPON_EXPIRED_MESSAGE, FEEDBACK_ALREADY_REVIEWED_MESSAGE, FEEDBACK_TOO_SHORT_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, TRAINING_OPT_OUT_ADMIN_ONLY_TOOLTIP,
  VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE,
} from '@cadence/domain';

/** Every expected failure the API answers, with its HTTP status and the sentence people read. */
export const FAILURES = {
  invalid_request: { status: 422, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  malformed_url: { status: 400, message: 'The address has a malformed percent-escape: escapes must encode UTF-8 text.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as application/json.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  not_found: { status: 404, message: 'There is nothing at this address.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  unauthorized: { status: 401, message: 'Sign in to continue: the access token is missing, invalid or expired.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  internal_error: { status: 500, message: SOMETHING_WENT_WRONG_MESSAGE },
  weak_password: { status: 400, message: "Your password doesn't meet our security requirements." },
  email_taken: { status: 409, message: 'An account with this e-mail address already exists.' },
  email_in_use: { status: 400, message: 'Another account already uses this e-mail address.' },
  invalid_credentials: { status: 401, message: 'Wrong e-mail or password.' },
  too_many_attempts: { status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE },
  invalid_refresh_token: { status: 401, message: 'Your session has ended, please sign in again.' },
  invalid_action_code: {
    status: 400,
    message: 'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
  },
  email_already_verified: { status: 400, message: 'This e-mail address is already verified.' },
  staff_only: { status: 403, message: 'Only Cadence support staff may ask for access to an account.' },
  user_not_found: { status: 404, message: 'No account uses this e-mail address.' },
  workspace_not_found: { status: 404, message: 'The workspace does not exist or you are not one of its members.' },
  admin_only: { status: 403, message: TRAINING_OPT_OUT_ADMIN_ONLY_TOOLTIP },
  invite_not_found: { status: 404, message: 'This invite does not exist.' },
  invite_used: { status: 400, message: 'This invite has already been used.' },
  invite_for_other_email: { status: 400, message: 'This invite was sent to another e-mail address.' },
  email_not_verified: { status: 400, message: 'Verify your e-mail address first.' },
  already_member: { status: 400, message: 'You are already a member of this workspace.' },
  no_seats_left: { status: 400, message: 'This workspace has no seats left.' },
  // Answered with the domain's "Coupon code {code} is invalid", which names the code.
  invalid_promocode: { status: 400, message: 'This coupon code is invalid.' },
  coupon_expired: { status: 400, message: CHECKOUT_COUPON_EXPIRED_MESSAGE },
  no_upcoming_invoice: {
    status: 400,
    message: 'Your subscription is set to cancel, so there is no next invoice to discount: renew it first.',
  },
  billing_admin_only: { status: 403, message: 'Only workspace admins can manage billing.' },
  already_subscribed: { status: 409, message: 'This workspace already has a subscription: change it instead of starting a new checkout.' },
  no_subscription: { status: 400, message: 'This workspace has no paid subscription.' },
  subscription_not_active: { status: 400, message: 'The subscription has a payment problem: update the payment method first.' },
  same_plan: { status: 400, message: 'The subscription is already on this plan.' },
  card_declined: { status: 400, message: 'Your card was declined: update the payment method and try again.' },
  idempotency_key_reused: { status: 409, message: 'This idempotency key was already used for a different change.' },
  no_scheduled_downgrade: { status: 400, message: 'There is no scheduled downgrade to cancel.' },
  not_canceled: { status: 400, message: 'The subscription is not set to cancel, so there is nothing to renew.' },
  already_canceled: { status: 400, message: 'The subscription is already set to cancel at the end of the period.' },
  no_connect_account: { status: 400, message: 'Set up a payouts account first.' },
  extension_not_allowed: { status: 400, message: 'This subscription cannot extend its character limit.' },
  // Answered with the ceiling in the message.
  above_ceiling: { status: 400, message: 'The new limit is above the highest extension this plan allows.' },
  below_plan_limit: { status: 400, message: "The new limit is below the plan's own character limit." },
  voice_not_found: { status: 404, message: 'A voice with this voice_id was not found.' },
  api_key_not_found: { status: 404, message: 'This API key does not exist.' },
  history_item_not_found: { status: 404, message: 'A history item with this id was not found.' },
  model_not_found: { status: 400, message: 'A model with this model_id was not found.' },
  // Answered 401 as ElevenLabs does, with the limit and the characters left in the message.
  quota_exceeded: { status: 401, message: 'This request exceeds your quota.' },
  too_many_concurrent_requests: {
    status: 429,
    message: 'Too many concurrent requests for your plan: wait for a generation to finish or upgrade the plan.',
  },
  feedback_already_reviewed: { status: 409, message: FEEDBACK_ALREADY_REVIEWED_MESSAGE },
  feedback_too_short: { status: 422, message: FEEDBACK_TOO_SHORT_MESSAGE },
  shared_item_not_found: { status: 404, message: 'This shared item does not exist or is no longer shared.' },
  // Answered with what is wrong with the recording (kind, size, or that it cannot be decoded).
  invalid_audio: { status: 400, message: 'The audio must be a WAV or MP3 recording.' },
  video_only_for_text_to_speech: { status: 400, message: VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE },
} as const satisfies Record<string, { readonly status: number; readonly message: string }>;

export type FailureCode = keyof typeof FAILURES;

/** An expected failure, as a value: its code and, when it says more than the default, its own message. */
export interface Failure {
  readonly failure: FailureCode;
  readonly message?: string;
}

/** The failure with this code (and optionally a more precise message). */
export const fail = (failure: FailureCode, message?: string): Failure =>
  message === undefined ? { failure } : { failure, message };

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'failure' in value && typeof value.failure === 'string';

/** The one error body every endpoint answers. */
export interface ErrorBody {
  readonly detail: { readonly status: string; readonly message: string };
}

export const failureStatus = (failure: Failure): number => FAILURES[failure.failure].status;

export const failureBody = (failure: Failure): ErrorBody => ({
  detail: { status: failure.failure, message: failure.message ?? FAILURES[failure.failure].message },
});
