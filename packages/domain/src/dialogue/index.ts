export type { DialogueLine } from './dialogue-line.js';
export { DIALOGUE_MAX_LINES, DIALOGUE_MAX_CHARACTERS, DIALOGUE_STORAGE_MAX_AGE_SECONDS } from './dialogue-line.js';
export { normaliseTagWhitespace, hasV3Tag, dialogueHasV3Tags, stripV3Tags } from './dialogue-tags.js';
export type { DialogueError } from './dialogue-rules.js';
export { normaliseDialogue, dialogueCharacterCount, canAddDialogueLine, validateDialogue } from './dialogue-rules.js';
export { decodeStoredDialogue, decodeStoredDialogueJson } from './dialogue-storage.js';
