import type { LandingPage } from './landing-page.js';

/** The landing pages for whole languages (no accent in the name); Croatian, Slovak and Tamil have no sample voice yet. */
export const LANGUAGE_LANDING_PAGES: readonly LandingPage[] = [
  {
    name: 'Danish',
    flag: 'dk',
    language: 'da',
    audioSrc: 'danish',
    voice_id: 'cadence-da-dk-female-1',
    placeholderText: 'Hej! I dag skinner solen over København, så lad os tage en tur langs havnen.',
    howToDescription:
      'Type or paste your Danish text, pick a voice from the dropdown and press play. Download the audio when it sounds right.',
    feature1Title: 'Danish that sounds native',
    feature1Description: 'Soft consonants, glottal stops and natural rhythm, so listeners hear Danish, not a translation.',
    feature2Title: 'Ready for every channel',
    feature2Description: 'Voice videos, e-learning and support lines in minutes instead of booking a studio.',
  },
  {
    name: 'Finnish',
    flag: 'fi',
    language: 'fi',
    audioSrc: 'finnish',
    voice_id: 'cadence-fi-fi-male-1',
    placeholderText: 'Hei! Tänään on kaunis päivä, joten lähdetään kävelylle järven rantaan.',
    howToDescription:
      'Enter your Finnish text, choose a voice and press play to hear it. Adjust the wording, then download the finished audio.',
    feature1Title: 'Long words, handled',
    feature1Description: 'Compound words, vowel length and first-syllable stress are read the way Finns say them.',
    feature2Title: 'Clear and steady',
    feature2Description: 'A calm, even delivery that suits audiobooks, training material and announcements.',
  },
  {
    name: 'Bulgarian',
    flag: 'bg',
    language: 'bg',
    audioSrc: 'bulgarian',
    voice_id: 'cadence-bg-bg-female-1',
    placeholderText: 'Здравейте! Днес е прекрасен ден за разходка в планината.',
    howToDescription:
      'Paste your Bulgarian text in Cyrillic, select a voice and press play. Download the audio in the format you need.',
    feature1Title: 'Fluent Cyrillic reading',
    feature1Description: 'Stress and vowel reduction follow natural Bulgarian speech, word after word.',
    feature2Title: 'Reach Bulgarian audiences',
    feature2Description: 'Localise videos, courses and podcasts without hiring a voice actor for every update.',
  },
  {
    name: 'Croatian',
    flag: 'hr',
    language: 'hr',
    audioSrc: 'croatian',
    placeholderText: 'Dobar dan! Danas je prekrasan dan za šetnju uz more.',
    howToDescription:
      'Write or paste your Croatian text, choose a voice and press play. When it sounds right, download the audio.',
    feature1Title: 'Every diacritic counts',
    feature1Description: 'Č, ć, š, ž and đ are pronounced distinctly, so names and places come out right.',
    feature2Title: 'From coast to classroom',
    feature2Description: 'Create tourism guides, lessons and product videos for Croatian listeners in minutes.',
  },
  {
    name: 'Slovak',
    flag: 'sk',
    language: 'sk',
    audioSrc: 'slovak',
    placeholderText: 'Dobrý deň! Dnes je krásny deň na prechádzku v Tatrách.',
    howToDescription:
      'Enter your Slovak text, pick a voice from the list and press play. Download the result as soon as you are happy.',
    feature1Title: 'Natural Slovak rhythm',
    feature1Description: 'First-syllable stress and long vowels give every sentence an authentic Slovak flow.',
    feature2Title: 'Content at your pace',
    feature2Description: 'Turn articles, lessons and scripts into audio whenever your text changes.',
  },
  {
    name: 'Tamil',
    flag: 'in',
    language: 'ta',
    audioSrc: 'tamil',
    placeholderText: 'வணக்கம்! இன்று ஒரு அழகான நாள்.',
    howToDescription:
      'Paste your text in Tamil script, choose a voice and press play. Listen back, refine the text and download the audio.',
    feature1Title: 'Made for Tamil script',
    feature1Description: 'Reads Tamil script directly, with the retroflex sounds and vowel lengths the language relies on.',
    feature2Title: 'Speak to millions',
    feature2Description: 'Bring videos, lessons and announcements to Tamil speakers in India, Sri Lanka and beyond.',
  },
];
