import { pickOne } from '../random.js';

const ADJECTIVES = ['Amber', 'Bright', 'Calm', 'Clear', 'Crisp', 'Gentle', 'Golden', 'Lively', 'Mellow', 'Quiet', 'Silver', 'Steady', 'Velvet', 'Warm'] as const;
const NOUNS = ['Breeze', 'Cadence', 'Canyon', 'Echo', 'Harbor', 'Meadow', 'Melody', 'River', 'Sparrow', 'Tide', 'Timber', 'Voice', 'Willow'] as const;

/** A friendly two-word name such as "Velvet Harbor". */
export const generateName = (): string => `${pickOne(ADJECTIVES)} ${pickOne(NOUNS)}`;
