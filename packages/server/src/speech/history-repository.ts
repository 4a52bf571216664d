import type { Database } from '../db/database.port.js';

/** A stored generation as the history answers it (ElevenLabs' SpeechHistoryItemResponseModel). */
export interface NewHistoryItem {
  readonly historyItemId: string;
  readonly workspaceId: string;
  readonly userId: string;
  readonly voiceId: string;
  readonly voiceName: string;
  readonly modelId: string;
  /** Null for speech to speech, which has no text. */
  readonly text: string | null;
  readonly settings: unknown;
  readonly nowMs: number;
  readonly characterCountFrom: number;
  readonly characterCountTo: number;
  readonly contentType: string;
  readonly audio: Uint8Array;
  /** TTS unless said otherwise. */
  readonly source?: 'TTS' | 'STS';
  /** The lines of a dialogue generation. */
  readonly dialogue?: readonly DialogueLineRecord[];
  /** The output_format the audio was made in (e.g. pcm_16000: raw PCM needs its rate to be converted). */
  readonly outputFormat?: string;
}

/** A dialogue line as the history keeps it. */
export interface DialogueLineRecord {
  readonly text: string;
  readonly voice_id: string;
  readonly voice_name: string;
}

export interface HistoryRow {
  readonly [column: string]: unknown;
  history_item_id: string;
  voice_id: string;
  voice_name: string;
  voice_category: string;
  model_id: string;
  text: string | null;
  settings: unknown;
  date_unix: number | string;
  created_at_ms: number | string;
  character_count_change_from: number;
  character_count_change_to: number;
  content_type: string;
  source: string;
  feedback_thumbs_up: boolean | null;
  feedback_text: string | null;
  feedback_emotions: boolean;
  feedback_inaccurate_clone: boolean;
  feedback_glitches: boolean;
  feedback_audio_quality: boolean;
  feedback_other: boolean;
  review_status: string;
  share_link_id: string | null;
  dialogue: unknown;
  output_format: string | null;
}

const COLUMNS = `history_item_id, voice_id, voice_name, voice_category, model_id, text, settings, date_unix, created_at_ms,
  character_count_change_from, character_count_change_to, content_type, source, feedback_thumbs_up, feedback_text,
  feedback_emotions, feedback_inaccurate_clone, feedback_glitches, feedback_audio_quality, feedback_other, review_status,
  share_link_id, dialogue, output_format`;

export const storeHistoryItem = async (db: Database, item: NewHistoryItem): Promise<void> => {
  await db.query(
    `INSERT INTO history_items (history_item_id, workspace_id, user_id, voice_id, voice_name, model_id, text, settings,
       date_unix, created_at_ms, character_count_change_from, character_count_change_to, content_type, audio, source,
       dialogue, output_format)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [item.historyItemId, item.workspaceId, item.userId, item.voiceId, item.voiceName, item.modelId, item.text,
      JSON.stringify(item.settings), Math.floor(item.nowMs / 1000), item.nowMs, item.characterCountFrom,
      item.characterCountTo, item.contentType, Buffer.from(item.audio), item.source ?? 'TTS',
      item.dialogue === undefined ? null : JSON.stringify(item.dialogue), item.outputFormat ?? null],
  );
};

const jsonColumn = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/** The JSON of a history item. */
export const historyItemJson = (row: HistoryRow): Record<string, unknown> => ({
  history_item_id: row.history_item_id,
  request_id: row.history_item_id,
  voice_id: row.voice_id,
  model_id: row.model_id,
  voice_name: row.voice_name,
  voice_category: row.voice_category,
  text: row.text,
  date_unix: Number(row.date_unix),
  character_count_change_from: row.character_count_change_from,
  character_count_change_to: row.character_count_change_to,
  content_type: row.content_type,
  state: 'created',
  settings: jsonColumn(row.settings),
  feedback: row.feedback_thumbs_up === null ? null : {
    thumbs_up: row.feedback_thumbs_up,
    feedback: row.feedback_text ?? '',
    emotions: row.feedback_emotions,
    inaccurate_clone: row.feedback_inaccurate_clone,
    glitches: row.feedback_glitches,
    audio_quality: row.feedback_audio_quality,
    other: row.feedback_other,
    review_status: row.review_status,
  },
  share_link_id: row.share_link_id,
  source: row.source,
  dialogue: jsonColumn(row.dialogue) ?? null,
  output_format: row.output_format,
});

export interface HistoryQuery {
  readonly pageSize: number;
  readonly startAfter?: string | undefined;
  readonly voiceId?: string | undefined;
  readonly search?: string | undefined;
  readonly source?: string | undefined;
}

/** One page of a workspace's history, newest first; one more row than asked tells whether there is more. */
export const listHistory = async (db: Database, workspaceId: string, query: HistoryQuery): Promise<{ rows: readonly HistoryRow[]; hasMore: boolean }> => {
  const conditions = ['workspace_id = $1'];
  const params: unknown[] = [workspaceId];
  const add = (sql: (n: number) => string, value: unknown): void => {
    params.push(value);
    conditions.push(sql(params.length));
  };
  if (query.startAfter !== undefined) {
    add((n) => `(created_at_ms, history_item_id) < (SELECT created_at_ms, history_item_id FROM history_items WHERE history_item_id = $${n})`, query.startAfter);
  }
  if (query.voiceId !== undefined) add((n) => `voice_id = $${n}`, query.voiceId);
  if (query.source !== undefined) add((n) => `source = $${n}`, query.source);
  if (query.search !== undefined && query.search !== '') {
    add((n) => `(strpos(lower(text), lower($${n})) > 0 OR strpos(lower(voice_name), lower($${n})) > 0)`, query.search);
  }
  params.push(query.pageSize + 1);
  const rows = await db.query<HistoryRow>(
    `SELECT ${COLUMNS} FROM history_items WHERE ${conditions.join(' AND ')}
     ORDER BY created_at_ms DESC, history_item_id DESC LIMIT $${params.length}`,
    params,
  );
  return { rows: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
};

export const findHistoryItem = async (db: Database, workspaceId: string, id: string): Promise<HistoryRow | null> => {
  const [row] = await db.query<HistoryRow>(`SELECT ${COLUMNS} FROM history_items WHERE workspace_id = $1 AND history_item_id = $2`, [workspaceId, id]);
  return row ?? null;
};

/** A stored item's audio: its bytes, content type and (when known) the output_format it was made in. */
export interface StoredAudio {
  readonly id: string;
  readonly contentType: string;
  readonly audio: Uint8Array;
  readonly outputFormat: string | null;
}

export const findHistoryAudio = async (db: Database, workspaceId: string, ids: readonly string[]): Promise<readonly StoredAudio[]> => {
  const rows = await db.query<{ history_item_id: string; content_type: string; audio: Uint8Array; output_format: string | null }>(
    'SELECT history_item_id, content_type, audio, output_format FROM history_items WHERE workspace_id = $1 AND history_item_id = ANY($2)',
    [workspaceId, ids],
  );
  const byId = new Map(rows.map((row) => [row.history_item_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [{ id, contentType: row.content_type, audio: new Uint8Array(row.audio), outputFormat: row.output_format }];
  });
};

export const deleteHistoryItem = async (db: Database, workspaceId: string, id: string): Promise<boolean> => {
  const rows = await db.query('DELETE FROM history_items WHERE workspace_id = $1 AND history_item_id = $2 RETURNING history_item_id', [workspaceId, id]);
  return rows.length > 0;
};
