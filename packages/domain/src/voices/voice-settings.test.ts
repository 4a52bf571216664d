import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_SETTINGS, VOICE_SETTING_RANGES } from './voice-settings.js';

describe('voice settings', () => {
  it('default to the spec values, each inside its range', () => {
    expect(DEFAULT_VOICE_SETTINGS).toEqual({ stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 });
    for (const [key, range] of Object.entries(VOICE_SETTING_RANGES)) {
      const value = DEFAULT_VOICE_SETTINGS[key as keyof typeof VOICE_SETTING_RANGES];
      expect(value >= range.min && value <= range.max).toBe(true);
    }
    expect(VOICE_SETTING_RANGES.speed).toEqual({ min: 0.7, max: 1.2 });
  });
});
