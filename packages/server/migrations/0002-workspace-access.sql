-- Workspace invites and single-sign-on providers (created by administration features or fixtures).

CREATE TABLE workspace_invites (
  code text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'editor' CHECK (role IN ('admin', 'editor')),
  email text,
  created_at_ms bigint NOT NULL,
  accepted_by text REFERENCES users (user_id) ON DELETE SET NULL,
  accepted_at_ms bigint
);

CREATE TABLE identity_providers (
  provider_id text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  email_domain text NOT NULL,
  type text NOT NULL CHECK (type IN ('saml', 'oidc')),
  identity_provider_entity_id text,
  client_id text
);
CREATE INDEX identity_providers_domain ON identity_providers (email_domain);
