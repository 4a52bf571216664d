import type { ApiResult, SpeechModel, SpeechVoiceSettings, VoiceCatalogue, VoicePage, VoicePageQuery } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { ModelListCodec, VoicePageCodec, VoiceSettingsCodec } from './codecs/voice.codec.js';
import { toCatalogueVoice, toSpeechModel, toVoiceSettings } from './voice-bodies.js';

/** VoiceCatalogue over GET /v1/models, GET /v2/voices and GET /v1/voices/{id}/settings. */
export class HttpVoiceCatalogue implements VoiceCatalogue {
  constructor(private readonly client: ApiClient) {}

  listModels(): Observable<ApiResult<readonly SpeechModel[]>> {
    return apiCall(ModelListCodec, (init) => this.client.GET('/v1/models', init)).pipe(map(E.map((models) => models.map(toSpeechModel))));
  }

  searchVoices(query: VoicePageQuery): Observable<ApiResult<VoicePage>> {
    const params = {
      query: {
        page_size: query.pageSize,
        ...(query.nextPageToken === null ? {} : { next_page_token: query.nextPageToken }),
        ...(query.search === null ? {} : { search: query.search }),
      },
    };
    return apiCall(VoicePageCodec, (init) => this.client.GET('/v2/voices', { ...init, params })).pipe(
      map(E.map((page) => ({ voices: page.voices.map(toCatalogueVoice), hasMore: page.has_more, nextPageToken: page.next_page_token ?? null }))),
    );
  }

  voiceSettings(voiceId: string): Observable<ApiResult<SpeechVoiceSettings>> {
    const params = { path: { voice_id: voiceId } };
    return apiCall(VoiceSettingsCodec, (init) => this.client.GET('/v1/voices/{voice_id}/settings', { ...init, params })).pipe(
      map(E.map(toVoiceSettings)),
    );
  }
}
