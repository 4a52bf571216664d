import type * as E from 'fp-ts/lib/Either.js';
import type { DownloadedAudio } from '../history/history-api.port.js';
import type { Notice } from '../shared/notifications.port.js';
import type { PortError } from '../shared/port-error.js';
import type { AudioOutputEvent } from './audio-output.port.js';
import type { GenerationEvent } from './generation.types.js';
import { INITIAL_MODEL, type PlayerModel } from './player-model.js';
import type { PlayerIntent } from './player.types.js';

/** Everything the player folds: intents, the audio output's reports, the generations' events, fetched history audio. */
export type PlayerInput =
  | PlayerIntent
  | { readonly type: 'audio'; readonly event: AudioOutputEvent }
  | { readonly type: 'generation'; readonly event: GenerationEvent }
  | { readonly type: 'historyAudio'; readonly historyItemId: string; readonly result: E.Either<PortError<string>, DownloadedAudio> };

/** What the player asks of the audio output and the app's notifications after a step. */
export type PlayerCommand =
  | { readonly type: 'loadUrl'; readonly url: string }
  | { readonly type: 'loadBytes'; readonly bytes: Uint8Array; readonly contentType: string }
  | { readonly type: 'openStream'; readonly contentType: string }
  | { readonly type: 'appendChunk'; readonly bytes: Uint8Array }
  | { readonly type: 'endStream' }
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'seek'; readonly seconds: number }
  | { readonly type: 'setRate'; readonly rate: number }
  | { readonly type: 'notify'; readonly notice: Notice };

/** One step of the player: its model after an input, and the commands that input asks for. */
export interface PlayerStep {
  readonly model: PlayerModel;
  readonly commands: readonly PlayerCommand[];
}

export const INITIAL_STEP: PlayerStep = { model: INITIAL_MODEL, commands: [] };

/** A step to `model` that asks for `commands` (none: the model only changes, or nothing happens). */
export const stepTo = (model: PlayerModel, ...commands: readonly PlayerCommand[]): PlayerStep => ({ model, commands });
