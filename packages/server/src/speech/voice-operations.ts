import { ACCENTS, DEFAULT_VOICE_SETTINGS } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, publicOperation, reply, securedOperation, type OperationInput } from '../http/operation.js';
import { concatBytes } from './audio-encoder.js';
import { BUILTIN_VOICES } from './builtin-voices/builtin-voices.js';
import { parseOutputFormat } from './output-format.js';
import type { SpeechEngine, SpeechSettings } from './speech-engine.port.js';
import { generateSpeech } from './speech-generation.js';

type BuiltinVoice = (typeof BUILTIN_VOICES)[number];

const PREVIEW_TEXT = 'Hello! This is a preview of my voice, made on this server.';

/** The voice as ElevenLabs' VoiceResponseModel answers it; built-in voices are premade and default. */
const voiceJson = (ctx: AppContext, voice: BuiltinVoice, settings: SpeechSettings | null): Record<string, unknown> => ({
  voice_id: voice.voice_id,
  name: voice.name,
  samples: null,
  category: 'premade',
  labels: {
    accent: ACCENTS.find((accent) => accent.code === voice.accent)?.name.toLowerCase() ?? voice.accent,
    gender: voice.gender,
    language: voice.languageCode,
    description: voice.description,
  },
  description: voice.description,
  preview_url: `${ctx.config.apiOrigin}/v1/voices/${voice.voice_id}/preview`,
  available_for_tiers: [],
  settings,
  high_quality_base_model_ids: [],
  verified_languages: [{ language: voice.languageCode, model_id: 'eleven_multilingual_v2', accent: voice.accent }],
  safety_control: 'NONE',
  voice_verification: { requires_verification: false, is_verified: false, verification_failures: [], verification_attempts_count: 0 },
  is_owner: false,
  is_legacy: false,
  is_mixed: false,
});

const findVoice = (id: string | undefined): BuiltinVoice | undefined => BUILTIN_VOICES.find((voice) => voice.voice_id === id);

/** The settings the workspace saved for a voice over the defaults. */
export const savedSettings = async (ctx: AppContext, workspaceId: string, voiceId: string): Promise<SpeechSettings> => {
  const [row] = await ctx.db.query<{ settings: unknown }>('SELECT settings FROM voice_settings WHERE workspace_id = $1 AND voice_id = $2', [workspaceId, voiceId]);
  const stored = typeof row?.settings === 'string' ? (JSON.parse(row.settings) as Partial<SpeechSettings>) : (row?.settings as Partial<SpeechSettings> | undefined);
  return { ...DEFAULT_VOICE_SETTINGS, ...stored };
};

/** Previews are rendered by the engine once per voice and kept. */
const previews = new WeakMap<SpeechEngine, Map<string, Promise<Uint8Array>>>();

const previewOf = (engine: SpeechEngine, voice: BuiltinVoice): Promise<Uint8Array> => {
  const cache = previews.get(engine) ?? new Map<string, Promise<Uint8Array>>();
  previews.set(engine, cache);
  const cached = cache.get(voice.voice_id);
  if (cached !== undefined) return cached;
  const render = (async () => {
    const pieces: Uint8Array[] = [];
    const request = {
      text: PREVIEW_TEXT, voice: { engineVoice: voice.espeakVoice, gender: voice.gender }, settings: DEFAULT_VOICE_SETTINGS,
      format: parseOutputFormat('mp3_44100_128'), streaming: false,
    };
    for await (const piece of generateSpeech(engine, request)) pieces.push(piece.audio);
    return concatBytes(pieces);
  })();
  render.catch(() => cache.delete(voice.voice_id));
  cache.set(voice.voice_id, render);
  return render;
};

const matches = (voice: BuiltinVoice, search: string): boolean => {
  const needle = search.toLowerCase();
  return [voice.name, voice.description, voice.accent, voice.gender, voice.languageCode].some((field) => field.toLowerCase().includes(needle));
};

/** Built-in voices are of type default (also non-community, non-default excludes them). */
const ofType = (voiceType: string | undefined): boolean =>
  voiceType === undefined || voiceType === 'default' || voiceType === 'non-community';

export const voiceOperations = (ctx: AppContext): OperationTable<
  'listVoices' | 'searchVoices' | 'getVoice' | 'getVoiceSettings' | 'editVoiceSettings' | 'getVoicePreview'
> => ({
  listVoices: securedOperation(() => Promise.resolve(reply({ voices: BUILTIN_VOICES.map((voice) => voiceJson(ctx, voice, null)) }))),
  searchVoices: securedOperation((input) => {
    const pageSize = Number(input.query['page_size'] ?? 20);
    const offset = Number(input.query['next_page_token'] ?? 0);
    const search = input.query['search'] === undefined ? '' : String(input.query['search']);
    const category = input.query['category'] === undefined ? undefined : String(input.query['category']);
    const voiceType = input.query['voice_type'] === undefined ? undefined : String(input.query['voice_type']);
    const direction = input.query['sort_direction'] === 'desc' ? -1 : 1;
    const found = BUILTIN_VOICES
      .filter((voice) => (category === undefined || category === 'premade') && ofType(voiceType) && (search === '' || matches(voice, search)));
    const sorted = input.query['sort'] === 'name' ? [...found].sort((a, b) => direction * a.name.localeCompare(b.name)) : direction < 0 ? [...found].reverse() : found;
    const page = sorted.slice(offset, offset + pageSize);
    const hasMore = offset + pageSize < sorted.length;
    return Promise.resolve(reply({
      voices: page.map((voice) => voiceJson(ctx, voice, null)),
      has_more: hasMore,
      total_count: sorted.length,
      next_page_token: hasMore ? String(offset + pageSize) : null,
    }));
  }),
  getVoice: securedOperation(async (input, caller) => {
    const voice = findVoice(input.params['voice_id']);
    return voice === undefined ? fail('voice_not_found') : reply(voiceJson(ctx, voice, await savedSettings(ctx, caller.workspaceId, voice.voice_id)));
  }),
  getVoiceSettings: securedOperation(async (input, caller) => {
    const voice = findVoice(input.params['voice_id']);
    return voice === undefined ? fail('voice_not_found') : reply(await savedSettings(ctx, caller.workspaceId, voice.voice_id));
  }),
  editVoiceSettings: securedOperation(async (input: OperationInput<Partial<SpeechSettings>>, caller) => {
    const voice = findVoice(input.params['voice_id']);
    if (voice === undefined) return fail('voice_not_found');
    const settings = { ...(await savedSettings(ctx, caller.workspaceId, voice.voice_id)), ...input.body };
    await ctx.db.query(
      `INSERT INTO voice_settings (workspace_id, voice_id, settings) VALUES ($1, $2, $3)
       ON CONFLICT (workspace_id, voice_id) DO UPDATE SET settings = EXCLUDED.settings`,
      [caller.workspaceId, voice.voice_id, JSON.stringify(settings)],
    );
    return ok();
  }),
  getVoicePreview: publicOperation(async (input) => {
    const voice = findVoice(input.params['voice_id']);
    if (voice === undefined) return fail('voice_not_found');
    return { status: 200, body: await previewOf(ctx.speech, voice), headers: { 'content-type': 'audio/mpeg', 'cache-control': 'public, max-age=86400' } };
  }),
});
