-- Promo codes (coupons) and the discount each workspace has applied for its next checkout.
-- Times are Unix milliseconds from the server's clock, like every other table.

CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  percent_off numeric CHECK (percent_off > 0 AND percent_off <= 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  duration_in_months integer CHECK (duration_in_months > 0),
  -- null: the code never expires; otherwise it is expired from this instant on.
  expires_at_ms bigint,
  created_at_ms bigint NOT NULL,
  -- A code takes either a percentage or a fixed amount off, never both.
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);

-- The pending discount of a workspace's next checkout: one per workspace, replaced when another code is applied.
CREATE TABLE workspace_discounts (
  workspace_id text PRIMARY KEY REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES promo_codes (code) ON DELETE CASCADE,
  applied_at_ms bigint NOT NULL
);
