import { failureMessage } from '../shared/port-error.js';
import type { GenerationEvent, GenerationView } from './generation.types.js';

/** Before any generation. */
export const GENERATION_IDLE: GenerationView = { generating: false, error: null, latest: null };

/**
 * The generate pages' view over the generations' events: busy from the press until the audio is all there (or it
 * failed), the failure's message (the service's reason when it gave one), the latest history record.
 */
export const reduceGeneration = (view: GenerationView, event: GenerationEvent): GenerationView => {
  switch (event.type) {
    case 'requested':
      return { ...view, generating: true, error: null };
    case 'failed':
      return { ...view, error: failureMessage(event.error) };
    case 'ended':
      return { ...view, generating: false };
    case 'recorded':
      return { ...view, latest: event.item };
    case 'started':
    case 'chunk':
      return view;
  }
};
