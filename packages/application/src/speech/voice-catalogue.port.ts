import type { Observable } from 'rxjs';
import type { VoiceView } from '@cadence/domain';
import type * as E from 'fp-ts/lib/Either.js';
import type { CommonError, NotFound, SessionExpired } from '../shared/port-error.js';
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

/**
 * What a catalogue call can answer instead of its value:
 * - `NotFound`: the voice whose settings were asked for does not exist;
 * - `SessionExpired`: the session is over (the pickers show the reason as a load failure; the session notices it itself);
 * - `Unavailable`: the service could not be reached, failed on its side or answered something unreadable;
 * - `Rejected`: the service refused the request (e.g. a page query it does not accept), with its reason.
 */
export type VoiceCatalogueError = NotFound | SessionExpired | CommonError;

/** Models, voices and per-voice settings. */
export interface VoiceCatalogue {
  listModels(): Observable<E.Either<VoiceCatalogueError, readonly SpeechModel[]>>;
  searchVoices(query: VoicePageQuery): Observable<E.Either<VoiceCatalogueError, VoicePage>>;
  voiceSettings(voiceId: string): Observable<E.Either<VoiceCatalogueError, SpeechVoiceSettings>>;
}
