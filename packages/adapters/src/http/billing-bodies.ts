import type { Invoice, PromoValidation, SubscriptionDetails } from '@cadence/application';
import { isPlanTier, subscriptionFromApiRecord, type PlanTier, type Tier } from '@cadence/domain';
import * as O from 'fp-ts/lib/Option.js';
import type { components } from '../generated/api.js';
import type { AcceptsContract } from './codecs/contract.js';
import type { InvoiceBody } from './codecs/invoice.codec.js';
import type { PromocodeValidationBody } from './codecs/promocode-validation.codec.js';
import type { SubscriptionDetailsBody } from './codecs/subscription-details.codec.js';
import type { HttpError } from './http-error.js';

/** A plan tier sold by checkout and reachable by a change: every plan tier but free. */
export type PaidPlanTier = Exclude<PlanTier, 'free'>;

// The contract's paid plan tiers are exactly the domain's plan tiers but free (checked by the compiler both ways).
const _paidTiersMatch: AcceptsContract<components['schemas']['PaidPlanTier'], PaidPlanTier> = true;
const _paidTiersMatchBack: AcceptsContract<PaidPlanTier, components['schemas']['PaidPlanTier']> = true;

/** The tier as the contract's subscription_type, or none for a tier no checkout or change can target. */
export const paidPlanTier = (tier: Tier): O.Option<PaidPlanTier> =>
  isPlanTier(tier) && tier !== 'free' ? O.some(tier) : O.none;

/** The error for a plan the contract cannot carry; the server answers the same body with 422 invalid_request. */
export const unsellablePlan = (tier: Tier): HttpError => ({
  status: 422,
  message: `The ${tier} tier cannot be bought or changed to.`,
  statusText: 'invalid_request',
});

/** The subscription as the application reads it, from the decoded answer. */
export const toSubscriptionDetails = (body: SubscriptionDetailsBody): SubscriptionDetails => {
  const provider = body.payment_provider;
  return {
    subscription: subscriptionFromApiRecord(body),
    characterCount: body.character_count,
    characterLimit: body.character_limit,
    canExtendCharacterLimit: body.can_extend_character_limit,
    allowedToExtendCharacterLimit: body.allowed_to_extend_character_limit,
    maxCharacterLimitExtension: body.max_character_limit_extension,
    nextCharacterCountResetUnix: body.next_character_count_reset_unix,
    voiceLimit: body.voice_limit,
    professionalVoiceLimit: body.professional_voice_limit,
    nextInvoice:
      body.next_invoice === null
        ? null
        : {
            amountDueCents: body.next_invoice.amount_due_cents,
            nextPaymentAttemptUnix: body.next_invoice.next_payment_attempt_unix,
            discountPercentOff: body.next_invoice.discount_percent_off,
            discountAmountOffCents: body.next_invoice.discount_amount_off,
          },
    hasOpenInvoices: body.has_open_invoices,
    currentPeriodEndUnix: provider.subscription?.current_period_end ?? null,
    hasPaymentMethod: body.has_payment_method,
  };
};

/** One invoice as the application reads it. */
export const toInvoice = (body: InvoiceBody): Invoice => ({
  invoiceId: body.invoice_id,
  createdUnix: body.created_unix,
  amountDueCents: body.amount_due_cents,
  amountPaidCents: body.amount_paid_cents,
  currency: body.currency,
  status: body.status,
  description: body.description,
});

/** A promo-code verdict as the application reads it. */
export const toPromoValidation = (body: PromocodeValidationBody): PromoValidation => ({
  valid: body.valid,
  amountOffCents: body.amount_off,
  percentOff: body.percent_off,
  durationInMonths: body.duration_in_months,
});
