-- Billing: the workspace's side of its subscription, change-subscription idempotency keys, and the local card-provider
-- sandbox (its own tables, prefixed sandbox_, as a real provider would keep them on its side).
-- Times are Unix milliseconds; money is integer cents with its currency.

-- The workspace mirrors what the provider says (tier, status, currency) and keeps its usage period.
ALTER TABLE workspaces
  ADD COLUMN billing_period text NOT NULL DEFAULT 'monthly_period' CHECK (billing_period IN ('monthly_period', 'annual_period')),
  ADD COLUMN previously_subscribed_tiers jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The character count resets every month counted from this instant (null: from created_at_ms).
  ADD COLUMN usage_anchor_ms bigint,
  -- When the character count resets next (null: one month after the anchor).
  ADD COLUMN character_count_reset_at_ms bigint;

-- One row per change-subscription key and workspace; the unique key makes a concurrent duplicate wait for the first.
CREATE TABLE subscription_change_keys (
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at_ms bigint NOT NULL,
  PRIMARY KEY (workspace_id, idempotency_key)
);

-- The sandbox's test clock: billing reads the server's clock plus this offset (no row: no offset).
CREATE TABLE sandbox_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL
);

-- A provider customer per workspace, with the card on file (a test card's last four digits and what it does).
CREATE TABLE sandbox_customers (
  customer_id text PRIMARY KEY,
  workspace_id text NOT NULL UNIQUE,
  email text NOT NULL,
  card_last4 text,
  card_behaviour text CHECK (card_behaviour IN ('succeeds', 'charge_fails')),
  created_at_ms bigint NOT NULL
);

CREATE TABLE sandbox_checkout_sessions (
  session_id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES sandbox_customers (customer_id) ON DELETE CASCADE,
  tier text NOT NULL,
  billing_period text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('usd', 'eur')),
  coupon_code text,
  coupon_percent_off numeric,
  coupon_amount_off_cents integer,
  coupon_duration_in_months integer,
  success_url text NOT NULL,
  incomplete_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'complete')),
  subscription_id text,
  created_at_ms bigint NOT NULL,
  expires_at_ms bigint NOT NULL
);

CREATE TABLE sandbox_subscriptions (
  subscription_id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES sandbox_customers (customer_id) ON DELETE CASCADE,
  tier text NOT NULL,
  billing_period text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('usd', 'eur')),
  status text NOT NULL CHECK (status IN ('incomplete', 'incomplete_expired', 'active', 'past_due', 'canceled')),
  current_period_start_ms bigint NOT NULL,
  current_period_end_ms bigint NOT NULL,
  cancel_at_ms bigint,
  -- The subscription schedule's metadata: type 'downgrade' and downgrade_to '<tier>_<period>'.
  schedule_type text,
  schedule_downgrade_to text,
  discount_code text,
  discount_percent_off numeric,
  discount_amount_off_cents integer,
  -- Invoices created before this instant are discounted (null: for ever).
  discount_ends_at_ms bigint,
  created_at_ms bigint NOT NULL,
  ended_at_ms bigint
);
CREATE INDEX sandbox_subscriptions_customer ON sandbox_subscriptions (customer_id);
CREATE INDEX sandbox_subscriptions_period_end ON sandbox_subscriptions (current_period_end_ms);

CREATE TABLE sandbox_invoices (
  invoice_id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  customer_id text NOT NULL REFERENCES sandbox_customers (customer_id) ON DELETE CASCADE,
  subscription_id text REFERENCES sandbox_subscriptions (subscription_id) ON DELETE CASCADE,
  amount_due_cents integer NOT NULL CHECK (amount_due_cents >= 0),
  amount_paid_cents integer NOT NULL DEFAULT 0,
  currency text NOT NULL CHECK (currency IN ('usd', 'eur')),
  status text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'uncollectible', 'void')),
  description text NOT NULL,
  created_at_ms bigint NOT NULL
);
CREATE INDEX sandbox_invoices_customer ON sandbox_invoices (customer_id);

-- Hosted pages other than checkout: the billing portal, the payment-method page, payouts onboarding and management.
CREATE TABLE sandbox_sessions (
  session_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('portal', 'payment_method', 'connect_onboarding', 'connect_management')),
  owner_id text NOT NULL,
  return_url text NOT NULL,
  created_at_ms bigint NOT NULL,
  expires_at_ms bigint NOT NULL
);

-- Payouts (connect) accounts, one per user.
CREATE TABLE sandbox_connect_accounts (
  account_id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE,
  email text NOT NULL,
  details_submitted boolean NOT NULL DEFAULT false,
  created_at_ms bigint NOT NULL
);
