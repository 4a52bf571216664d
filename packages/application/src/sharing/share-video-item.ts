import * as E from 'fp-ts/lib/Either.js';
import {
  checkVideoEligibility, dialogueHasV3Tags, estimateVideoProgress, hasV3Tag, VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE,
} from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import type { SharingError, VideoProgress } from './sharing-api.port.js';

/** The item kind the domain's video rule reads: speech to speech for STS items, text to speech otherwise. */
const itemType = (item: HistoryItem): string => (item.source === 'STS' ? 'speech-to-speech' : 'text-to-speech');

/** The spec's message when no video can be made for the item, else null. */
export const videoIneligibility = (item: HistoryItem): string | null =>
  E.isLeft(checkVideoEligibility(itemType(item))) ? VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE : null;

/** The keep-tags checkbox shows only when some dialogue line (or the text) has a bracketed tag. */
export const offersV3TagsChoice = (item: HistoryItem): boolean =>
  item.dialogue !== null ? dialogueHasV3Tags(item.dialogue) : hasV3Tag(item.text ?? '');

/**
 * The progress to show: the server's own while it reports a render (rendering or done); the domain's estimate
 * from the text length (130 ms per character) when the server cannot tell (idle, failed, or the call failed).
 */
export const shownVideoProgress = (answer: E.Either<SharingError, VideoProgress>, elapsedMs: number, textLength: number): number =>
  E.isRight(answer) && (answer.right.state === 'rendering' || answer.right.state === 'done')
    ? Math.min(Math.max(answer.right.progress, 0), 1)
    : estimateVideoProgress(elapsedMs, textLength);
