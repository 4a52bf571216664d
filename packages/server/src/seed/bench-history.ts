import type { Database } from '../db/database.port.js';

/** The voices the bench rows cycle through (built-in voice ids, so the rows look like real generations). */
const VOICES = [
  ['cadence-en-gb-female-1', 'Amelia'],
  ['cadence-en-us-male-1', 'Jack'],
  ['cadence-en-us-female-1', 'Grace'],
  ['cadence-en-gb-male-1', 'Oliver'],
] as const;

/** Ten sentences; "lighthouse" is in one of them, so a search for it matches every tenth row. */
const SENTENCES = [
  'The quick brown fox jumps over the lazy dog.',
  'Welcome back to the show, today we talk about voices.',
  'Please hold while we connect you to the next agent.',
  'The lighthouse keeper watched the storm roll in.',
  'Chapter one: the harbour at dawn was quiet and grey.',
  'Thank you for calling, your call is important to us.',
  'In a distant galaxy, a small robot learned to sing.',
  'Breaking news: the city council approved the new park.',
  'Take a deep breath, and let your shoulders relax.',
  'The recipe calls for two cups of flour and a pinch of salt.',
] as const;

/** Every twentieth row is a speech-to-speech item (no text). */
const STS_EVERY = 20;

/** The id of the n-th bench row (1 is the newest): fixed, so a bench can ask for a deep cursor directly. */
export const benchHistoryItemId = (n: number): string => `bench_${String(n).padStart(7, '0')}`;

const sqlArray = (values: readonly string[]): string => `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

/**
 * Inserts `count` history items for the user's workspace in one statement (generate_series), newest first one second
 * apart before `nowMs`, all sharing one small audio blob. For benchmarks: 100,000 rows take seconds, not minutes.
 * Answers the workspace id.
 */
export const seedBenchHistory = async (db: Database, email: string, count: number, nowMs: number, audio: Uint8Array): Promise<string> => {
  const [user] = await db.query<{ user_id: string; workspace_id: string }>('SELECT user_id, workspace_id FROM users WHERE email = $1', [email]);
  if (user === undefined) throw new Error(`no user ${email}`);
  const settings = JSON.stringify({ stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 });
  await db.query(
    `INSERT INTO history_items (history_item_id, workspace_id, user_id, voice_id, voice_name, model_id, text, settings,
       date_unix, created_at_ms, character_count_change_from, character_count_change_to, content_type, audio, source, output_format)
     SELECT 'bench_' || lpad(i::text, 7, '0'), $1, $2,
       (${sqlArray(VOICES.map(([id]) => id))})[1 + i % ${VOICES.length}],
       (${sqlArray(VOICES.map(([, name]) => name))})[1 + i % ${VOICES.length}],
       'eleven_multilingual_v2',
       CASE WHEN i % ${STS_EVERY} = 0 THEN NULL ELSE 'Generation ' || i || ': ' || (${sqlArray(SENTENCES)})[1 + i % ${SENTENCES.length}] END,
       $3::jsonb, ($4::bigint - i * 1000) / 1000, $4::bigint - i * 1000, 0, 48, 'audio/mpeg', $5,
       CASE WHEN i % ${STS_EVERY} = 0 THEN 'STS' ELSE 'TTS' END, 'mp3_44100_128'
     FROM generate_series(1, $6::integer) AS i`,
    [user.workspace_id, user.user_id, settings, nowMs, Buffer.from(audio), count],
  );
  return user.workspace_id;
};
