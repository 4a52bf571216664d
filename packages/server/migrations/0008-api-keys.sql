-- API keys (the xi-api-key header): kept as a SHA-256 hash; the secret is shown once, when the key is made.
-- A key acts for its user in the workspace it was made in.
CREATE TABLE api_keys (
  key_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  hint text NOT NULL,
  created_at_ms bigint NOT NULL
);

CREATE INDEX api_keys_by_user ON api_keys (user_id, created_at_ms);
