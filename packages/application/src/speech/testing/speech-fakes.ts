// In-memory fakes for the player, generation, feedback and speech-settings tests (exported through playback-fakes and
// speech-settings-fakes).
import { Subject, type Observable } from 'rxjs';
import type { AudioOutput, AudioOutputEvent } from '../audio-output.port.js';
import type { CatalogueVoice, SpeechModel } from '../voice-catalogue.port.js';

/** Every call the fake audio output received, in order, e.g. "loadUrl https://…", "append 3", "end", "seek 10". */
export const fakeAudioOutput = (events$: Observable<AudioOutputEvent> = new Subject<AudioOutputEvent>()) => {
  const calls: string[] = [];
  const audio: AudioOutput = {
    events$,
    loadUrl: (url) => calls.push(`loadUrl ${url}`),
    loadBytes: (bytes, contentType) => calls.push(`loadBytes ${String(bytes.length)} ${contentType}`),
    openStream: (contentType) => calls.push(`openStream ${contentType}`),
    appendChunk: (chunk) => calls.push(`append ${String(chunk.length)}`),
    endStream: () => calls.push('end'),
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    seek: (seconds) => calls.push(`seek ${String(seconds)}`),
    setRate: (rate) => calls.push(`rate ${String(rate)}`),
  };
  return { audio, calls };
};

export const catalogueVoice = (id: string, overrides: Partial<CatalogueVoice> = {}): CatalogueVoice => ({
  voice_id: id,
  name: `Voice ${id}`,
  language: 'en',
  preview_url: `https://api.test/v1/voices/${id}/preview`,
  verified_languages: [],
  safety_control: null,
  sharing: null,
  voice_verification: null,
  description: null,
  category: 'premade',
  ...overrides,
});

export const speechModel = (id: string, overrides: Partial<SpeechModel> = {}): SpeechModel => ({
  modelId: id,
  name: `Model ${id}`,
  canDoTextToSpeech: true,
  canDoVoiceConversion: false,
  canUseStyle: true,
  canUseSpeakerBoost: true,
  ...overrides,
});
