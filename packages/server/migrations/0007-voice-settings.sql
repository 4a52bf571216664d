-- The voice settings a workspace saved for a voice (POST /v1/voices/{id}/settings/edit); no row: the defaults.
CREATE TABLE voice_settings (
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  voice_id text NOT NULL,
  settings jsonb NOT NULL,
  PRIMARY KEY (workspace_id, voice_id)
);
