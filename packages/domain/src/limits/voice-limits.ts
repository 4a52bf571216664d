import { oneAndAHalfPlusFifty } from './one-and-a-half-plus-fifty.js';

/** How many voice additions and edits a workspace may make: round(1.5 × voice limit + 50). */
export const maxVoiceAddEdits = (voiceLimit: number): number => oneAndAHalfPlusFifty(voiceLimit);

/** Professional voice clones a workspace may hold: its plan's limit plus any extra slots bought. */
export const professionalVoiceLimit = (planLimit: number, extraSlots: number): number => planLimit + extraSlots;
