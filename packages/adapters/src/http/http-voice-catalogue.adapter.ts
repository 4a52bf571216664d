import {
  NotFound, SessionExpired, type SpeechModel, type SpeechVoiceSettings, type VoiceCatalogue, type VoiceCatalogueError, type VoicePage,
  type VoicePageQuery,
} from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { ModelListCodec, VoicePageCodec, VoiceSettingsCodec } from './codecs/voice.codec.js';
import { errorTable, withErrors } from './error-table.js';
import { toCatalogueVoice, toSpeechModel, toVoiceSettings } from './voice-bodies.js';

/** The catalogue endpoints' failures in the port's words: an unknown voice, or a session that is over. */
export const VOICE_CATALOGUE_ERRORS = errorTable<VoiceCatalogueError>([
  { code: 'voice_not_found', to: NotFound },
  { status: 404, to: NotFound },
  { status: 401, to: SessionExpired },
]);

type Answer<A> = Observable<E.Either<VoiceCatalogueError, A>>;

/** VoiceCatalogue over GET /v1/models, GET /v2/voices and GET /v1/voices/{id}/settings. */
export class HttpVoiceCatalogue implements VoiceCatalogue {
  constructor(private readonly client: ApiClient) {}

  listModels(): Answer<readonly SpeechModel[]> {
    return apiCall(ModelListCodec, (init) => this.client.GET('/v1/models', init)).pipe(
      map(E.map((models) => models.map(toSpeechModel))),
      withErrors(VOICE_CATALOGUE_ERRORS),
    );
  }

  searchVoices(query: VoicePageQuery): Answer<VoicePage> {
    const params = {
      query: {
        page_size: query.pageSize,
        ...(query.nextPageToken === null ? {} : { next_page_token: query.nextPageToken }),
        ...(query.search === null ? {} : { search: query.search }),
      },
    };
    return apiCall(VoicePageCodec, (init) => this.client.GET('/v2/voices', { ...init, params })).pipe(
      map(E.map((page) => ({ voices: page.voices.map(toCatalogueVoice), hasMore: page.has_more, nextPageToken: page.next_page_token ?? null }))),
      withErrors(VOICE_CATALOGUE_ERRORS),
    );
  }

  voiceSettings(voiceId: string): Answer<SpeechVoiceSettings> {
    const params = { path: { voice_id: voiceId } };
    return apiCall(VoiceSettingsCodec, (init) => this.client.GET('/v1/voices/{voice_id}/settings', { ...init, params })).pipe(
      map(E.map(toVoiceSettings)),
      withErrors(VOICE_CATALOGUE_ERRORS),
    );
  }
}
