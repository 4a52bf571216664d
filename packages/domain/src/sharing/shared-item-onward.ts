import { APP_ROUTES } from '../redirects/index.js';

// The public share page's way onward: what made the audio and an invitation to make one's own. The spec gives the
// share page no text; the sign-up button takes the spec's free-plan label ("Get Started Free"), which leads a
// visitor who is signed out to sign-up, as the plan buttons do.

/** What made a shared item: text to speech, or speech to speech (a conversion has no text). */
export type SharedItemKind = 'textToSpeech' | 'speechToSpeech';

/** A shared item without text is a speech-to-speech conversion; any other is text to speech. */
export const sharedItemKind = (text: string): SharedItemKind => (text.trim() === '' ? 'speechToSpeech' : 'textToSpeech');

/** The label of the sign-up button for a visitor who is signed out: the spec's free-plan button label. */
export const SHARED_ITEM_SIGN_UP_LABEL = 'Get Started Free';

/** The invitation under what made the audio. */
export const SHARED_ITEM_INVITATION = 'Try it yourself: pick a voice, type or record what it should say, and hear it in seconds.';

const TOOL_NAMES: Readonly<Record<SharedItemKind, string>> = { textToSpeech: 'Text to Speech', speechToSpeech: 'Speech to Speech' };

/** Where the page leads: the person's own tool when signed in, else sign-up. */
export type SharedItemOnwardRoute = typeof APP_ROUTES.signUp | typeof APP_ROUTES.textToSpeech | typeof APP_ROUTES.speechToSpeech;

/** The page's way onward: what made the audio (null when the link led nowhere), the invitation and one button. */
export interface SharedItemOnward {
  readonly madeWith: string | null;
  readonly invitation: string;
  readonly label: string;
  readonly to: SharedItemOnwardRoute;
}

/** "Made with Cadence Text to Speech, in the voice Rachel." */
export const sharedItemMadeWith = (kind: SharedItemKind, voiceName: string): string =>
  `Made with Cadence ${TOOL_NAMES[kind]}, in the voice ${voiceName}.`;

/**
 * The way onward from a shared item (null when the link led to nothing): a person signed in opens the tool that made
 * it; anyone else is invited to sign up.
 */
export const sharedItemOnward = (item: { readonly text: string; readonly voiceName: string } | null, signedIn: boolean): SharedItemOnward => {
  const kind = item === null ? 'textToSpeech' : sharedItemKind(item.text);
  return {
    madeWith: item === null ? null : sharedItemMadeWith(kind, item.voiceName),
    invitation: SHARED_ITEM_INVITATION,
    label: signedIn ? `Open ${TOOL_NAMES[kind]}` : SHARED_ITEM_SIGN_UP_LABEL,
    to: signedIn ? (kind === 'textToSpeech' ? APP_ROUTES.textToSpeech : APP_ROUTES.speechToSpeech) : APP_ROUTES.signUp,
  };
};
