-- Accounts: users, their workspaces, sessions and action codes. Times are Unix milliseconds from the server's clock.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE workspaces (
  workspace_id text PRIMARY KEY,
  name text NOT NULL,
  owner_id text NOT NULL,
  tier text NOT NULL,
  status text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('usd', 'eur')),
  character_count integer NOT NULL DEFAULT 0,
  character_limit integer NOT NULL,
  voice_limit integer NOT NULL,
  pvc_limit integer NOT NULL,
  extra_pvc_slots integer NOT NULL DEFAULT 0,
  max_seats integer,
  session_inactivity_timeout integer,
  training_opt_out boolean NOT NULL DEFAULT false,
  training_opt_out_at_ms bigint,
  mfa_required_for_users boolean NOT NULL DEFAULT false,
  created_at_ms bigint NOT NULL
);

CREATE TABLE users (
  user_id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  email_verified boolean NOT NULL DEFAULT false,
  first_name text,
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id),
  agrees_to_product_updates boolean NOT NULL DEFAULT false,
  is_onboarding_completed boolean NOT NULL,
  is_onboarding_checklist_completed boolean NOT NULL,
  onboarding_checklist jsonb,
  ccpa_opt_out boolean NOT NULL DEFAULT false,
  geo_region text,
  geo_country text,
  geo_city text,
  accepted_bipa_terms boolean NOT NULL DEFAULT false,
  is_in_probation boolean NOT NULL DEFAULT false,
  moderation_warning_dismissed boolean NOT NULL DEFAULT false,
  is_producer boolean NOT NULL DEFAULT false,
  locale text NOT NULL DEFAULT 'en',
  referral_link_code text NOT NULL UNIQUE,
  public_user_id text NOT NULL UNIQUE,
  has_alpha_access boolean NOT NULL DEFAULT false,
  pid text,
  xid text,
  gcp_marketplace_jwt text,
  sms_mfa_factor text,
  totp_mfa_factor text,
  created_at_ms bigint NOT NULL
);

CREATE TABLE workspace_members (
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'editor')),
  joined_at_ms bigint NOT NULL,
  PRIMARY KEY (workspace_id, user_id)
);

CREATE TABLE pre_sign_ups (
  email text PRIMARY KEY,
  account_metadata jsonb NOT NULL,
  pid text,
  xid text,
  invite_code text,
  gcp_marketplace_jwt text,
  created_at_ms bigint NOT NULL
);

-- Opaque refresh tokens, stored as SHA-256 hashes; one family per sign-in, rotated on every refresh.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at_ms bigint NOT NULL,
  expires_at_ms bigint NOT NULL,
  rotated_at_ms bigint,
  revoked_at_ms bigint
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- One-time codes sent by e-mail, stored as SHA-256 hashes.
CREATE TABLE action_codes (
  code_hash text PRIMARY KEY,
  mode text NOT NULL,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  email text NOT NULL,
  new_email text,
  requested_by text,
  created_at_ms bigint NOT NULL,
  expires_at_ms bigint NOT NULL,
  used_at_ms bigint
);

-- Failed attempts and sends, counted in a sliding window per scope (e.g. sign-in:<email>, action-code:<client>).
CREATE TABLE attempts (
  scope text NOT NULL,
  at_ms bigint NOT NULL
);
CREATE INDEX attempts_scope_at ON attempts (scope, at_ms);
CREATE INDEX attempts_at ON attempts (at_ms);

CREATE TABLE internal_verifications (
  email text PRIMARY KEY,
  code_hash text NOT NULL,
  created_at_ms bigint NOT NULL
);

CREATE TABLE support_access_grants (
  grant_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  staff_user_id text NOT NULL,
  granted_at_ms bigint NOT NULL,
  expires_at_ms bigint NOT NULL
);
