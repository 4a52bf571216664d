import type { Observable } from 'rxjs';
import type { VoiceView } from '@cadence/domain';
import type { ApiResult } from '../shared/http-error.js';
import type { SpeechVoiceSettings } from './speech-api.port.js';

/** A model as the pickers need it (GET /v1/models). */
export interface SpeechModel {
  readonly modelId: string;
  readonly name: string;
  readonly canDoTextToSpeech: boolean;
  readonly canDoVoiceConversion: boolean;
  readonly canUseStyle: boolean;
  readonly canUseSpeakerBoost: boolean;
}

/** A voice as the pickers and the player need it: the domain's voice view plus what is shown. */
export interface CatalogueVoice extends VoiceView {
  readonly description: string | null;
  readonly category: string;
}

/** What a voice page asks for (GET /v2/voices). */
export interface VoicePageQuery {
  readonly pageSize: number;
  readonly nextPageToken: string | null;
  readonly search: string | null;
}

/** One page of voices. */
export interface VoicePage {
  readonly voices: readonly CatalogueVoice[];
  readonly hasMore: boolean;
  readonly nextPageToken: string | null;
}

/** Models, voices and per-voice settings. */
export interface VoiceCatalogue {
  listModels(): Observable<ApiResult<readonly SpeechModel[]>>;
  searchVoices(query: VoicePageQuery): Observable<ApiResult<VoicePage>>;
  voiceSettings(voiceId: string): Observable<ApiResult<SpeechVoiceSettings>>;
}

/** The token for binding VoiceCatalogue in a container. */
export const VoiceCatalogue = Symbol.for('cadence.VoiceCatalogue');
