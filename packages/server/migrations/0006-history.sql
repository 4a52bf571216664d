-- Speech history: every text-to-speech generation of a workspace, with its audio. Times are Unix seconds (date_unix)
-- as ElevenLabs answers them; created_at_ms orders the items (newest first) with the id as tie-breaker.
CREATE TABLE history_items (
  history_item_id text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (workspace_id) ON DELETE CASCADE,
  user_id text NOT NULL,
  voice_id text NOT NULL,
  voice_name text NOT NULL,
  voice_category text NOT NULL DEFAULT 'premade',
  model_id text NOT NULL,
  text text NOT NULL,
  settings jsonb NOT NULL,
  date_unix bigint NOT NULL,
  created_at_ms bigint NOT NULL,
  character_count_change_from integer NOT NULL,
  character_count_change_to integer NOT NULL,
  content_type text NOT NULL,
  audio bytea NOT NULL,
  source text NOT NULL DEFAULT 'TTS' CHECK (source IN ('TTS', 'STS')),
  feedback_thumbs_up boolean,
  feedback_text text,
  feedback_emotions boolean NOT NULL DEFAULT false,
  feedback_inaccurate_clone boolean NOT NULL DEFAULT false,
  feedback_glitches boolean NOT NULL DEFAULT false,
  feedback_audio_quality boolean NOT NULL DEFAULT false,
  feedback_other boolean NOT NULL DEFAULT false,
  review_status text NOT NULL DEFAULT 'not_reviewed',
  share_link_id text
);

CREATE INDEX history_items_by_workspace ON history_items (workspace_id, created_at_ms DESC, history_item_id DESC);
