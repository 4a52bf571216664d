import { APP_ROUTES, PUBLIC_ROUTES } from '../redirects/index.js';
import type { OnboardingItemId } from './onboarding-items.js';

/** What the checklist shows for one item: title, description, button text and the page the button opens. */
export interface OnboardingItemContent {
  readonly title: string;
  readonly description: string;
  readonly buttonText: string;
  readonly landingPage: string;
}

/** The checklist copy and link of every item (the spec names the pages; the texts are ours). */
export const ONBOARDING_ITEM_CONTENT: Readonly<Record<OnboardingItemId, OnboardingItemContent>> = {
  generate_text_to_speech: {
    title: 'Generate your first speech',
    description: 'Type any text, pick a voice and turn it into lifelike speech.',
    buttonText: 'Try text to speech',
    landingPage: APP_ROUTES.textToSpeech,
  },
  generate_speech_to_speech: {
    title: 'Transform a recording',
    description: 'Record or upload audio and re-voice it while keeping your delivery and emotion.',
    buttonText: 'Try speech to speech',
    landingPage: APP_ROUTES.speechToSpeech,
  },
  add_voice_to_voice_lab: {
    title: 'Add a voice from the library',
    description: 'Browse voices shared by the community and add one to your collection.',
    buttonText: 'Explore the voice library',
    landingPage: APP_ROUTES.voiceLibrary,
  },
  design_voice: {
    title: 'Design a voice',
    description: 'Describe the voice you need and generate a brand-new one in the voice lab.',
    buttonText: 'Open the voice lab',
    landingPage: APP_ROUTES.voiceLab,
  },
  create_dub: {
    title: 'Dub a video',
    description: 'Translate a video or audio file into another language, keeping the original voices.',
    buttonText: 'Start dubbing',
    landingPage: APP_ROUTES.dubbing,
  },
  join_affiliate: {
    title: 'Join the affiliate programme',
    description: 'Share your referral link and earn a commission on every customer you bring.',
    buttonText: 'Become an affiliate',
    landingPage: PUBLIC_ROUTES.affiliates,
  },
  generate_api_key: {
    title: 'Create an API key',
    description: 'Build voice into your own product: create a key and follow the quick start.',
    buttonText: 'Read the docs',
    landingPage: PUBLIC_ROUTES.docsIntroduction,
  },
};

/** The congratulation toast shown when an item is completed. */
export const onboardingItemCompletedMessage = (item: OnboardingItemId): string =>
  `Well done! You completed "${ONBOARDING_ITEM_CONTENT[item].title}".`;
