-- Dialogue, speech to speech, share links and download formats. Speech-to-speech items have no text; dialogue items
-- keep their lines ([{text, voice_id, voice_name}]); output_format names the format the audio was made in (its
-- sample rate is needed to convert raw PCM). share_link_id is the unguessable id of the item's public page.
ALTER TABLE history_items ALTER COLUMN text DROP NOT NULL;
ALTER TABLE history_items ADD COLUMN dialogue jsonb;
ALTER TABLE history_items ADD COLUMN output_format text;
CREATE UNIQUE INDEX history_items_by_share_link ON history_items (share_link_id) WHERE share_link_id IS NOT NULL;

-- The name shown on a user's share pages; null: the first name, else the e-mail's local part.
ALTER TABLE users ADD COLUMN public_user_name text;
