/** One line of a voice dialogue: the text and the voice that speaks it. */
export interface DialogueLine {
  readonly text: string;
  readonly voice_id: string;
}

/** The most lines a dialogue may have: 50. */
export const DIALOGUE_MAX_LINES = 50;

/** The most characters a dialogue may have, counted over all its line texts together: 3000. */
export const DIALOGUE_MAX_CHARACTERS = 3000;

/** How long the browser keeps the stored dialogue: 604800 s, seven days. */
export const DIALOGUE_STORAGE_MAX_AGE_SECONDS = 604800;
