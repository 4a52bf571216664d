-- History pages filter by source (the text-to-speech and speech-to-speech pages) and by voice, newest first, paged
-- on (created_at_ms, history_item_id). With only the workspace index, a source or voice with few items makes the
-- page walk the whole workspace (100,000 items: ~100 ms per page for a voice with no items, ~0.1 ms with these;
-- bench/history-page-latency.mjs). Each index serves the filter, the order and the cursor's row comparison.
CREATE INDEX history_items_by_workspace_source ON history_items (workspace_id, source, created_at_ms DESC, history_item_id DESC);
CREATE INDEX history_items_by_workspace_voice ON history_items (workspace_id, voice_id, created_at_ms DESC, history_item_id DESC);

-- PGlite has no autovacuum: without statistics the planner sorts the whole workspace instead of walking an index.
ANALYZE history_items;
