import { isSubscriptionStatus, type SubscriptionStatus } from '@cadence/domain';
import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';
import { TierCodec } from './workspace.codec.js';

/** A subscription status the domain knows; any other string fails to decode (the contract types it as a string). */
export const SubscriptionStatusCodec = new t.Type<SubscriptionStatus, string, unknown>(
  'SubscriptionStatus',
  (input): input is SubscriptionStatus => typeof input === 'string' && isSubscriptionStatus(input),
  (input, context) => (typeof input === 'string' && isSubscriptionStatus(input) ? t.success(input) : t.failure(input, context)),
  (status) => status,
);

/** The contract's billing periods. */
export const BillingPeriodCodec = t.keyof({ monthly_period: null, annual_period: null });

/** The contract's currencies. */
export const CurrencyCodec = t.keyof({ usd: null, eur: null });

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

const NextInvoiceCodec = t.type({
  amount_due_cents: t.number,
  discount_percent_off: nullable(t.number),
  discount_amount_off: nullable(t.number),
  next_payment_attempt_unix: t.number,
});

const PaymentProviderCodec = t.type({
  subscription: nullable(t.type({ current_period_end: t.number, cancel_at: nullable(t.number) })),
  subscription_schedule: nullable(t.type({ metadata: t.type({ type: t.string, downgrade_to: t.string }) })),
});

/** The contract's `SubscriptionDetails` (GET /v1/user/subscription), as far as the client reads it. */
export const SubscriptionDetailsCodec = t.type({
  tier: TierCodec,
  status: SubscriptionStatusCodec,
  currency: CurrencyCodec,
  billing_period: BillingPeriodCodec,
  character_count: t.number,
  character_limit: t.number,
  max_character_limit_extension: t.number,
  can_extend_character_limit: t.boolean,
  allowed_to_extend_character_limit: t.boolean,
  next_character_count_reset_unix: nullable(t.number),
  voice_limit: t.number,
  professional_voice_limit: t.number,
  next_invoice: nullable(NextInvoiceCodec),
  has_open_invoices: t.boolean,
  previously_subscribed_tiers: t.array(TierCodec),
  payment_provider: PaymentProviderCodec,
  has_payment_method: t.boolean,
});

/** A decoded subscription answer. */
export type SubscriptionDetailsBody = t.TypeOf<typeof SubscriptionDetailsCodec>;

// Every body the contract allows decodes (checked by the compiler), but for one deliberate narrowing: the contract's
// status is any string, and a status the domain does not know fails to decode.
const _detailsAcceptsContract: AcceptsContract<
  Omit<components['schemas']['SubscriptionDetails'], 'status'>,
  Omit<SubscriptionDetailsBody, 'status'>
> = true;
const _periodsMatch: AcceptsContract<components['schemas']['BillingPeriod'], t.TypeOf<typeof BillingPeriodCodec>> = true;
const _currenciesMatch: AcceptsContract<components['schemas']['Currency'], t.TypeOf<typeof CurrencyCodec>> = true;
