import { describe, it, expect } from 'vitest';
import { isAvailableInStudio, isVoiceUnusable, needsVerification } from './voice-availability.js';

describe('voice availability', () => {
  it('makes copied_disabled shared voices unusable', () => {
    expect(isVoiceUnusable({ sharing: { status: 'copied_disabled', live_moderation_enabled: false } })).toBe(true);
    expect(isVoiceUnusable({ sharing: { status: 'enabled', live_moderation_enabled: false } })).toBe(false);
    expect(isVoiceUnusable({ sharing: null })).toBe(false);
  });

  it('keeps live-moderation voices out of Studio', () => {
    expect(isAvailableInStudio({ sharing: { status: 'enabled', live_moderation_enabled: true } })).toBe(false);
    expect(isAvailableInStudio({ sharing: { status: 'enabled', live_moderation_enabled: false } })).toBe(true);
    expect(isAvailableInStudio({ sharing: null })).toBe(true);
  });

  it('needs verification when unverified and either required or the user is in probation', () => {
    const record = (is_verified: boolean, requires_verification: boolean) => ({ voice_verification: { is_verified, requires_verification } });
    expect(needsVerification(record(false, true), false)).toBe(true);
    expect(needsVerification(record(false, false), true)).toBe(true);
    expect(needsVerification(record(false, false), false)).toBe(false);
    expect(needsVerification(record(true, true), true)).toBe(false);
    expect(needsVerification({ voice_verification: null }, true)).toBe(true);
    expect(needsVerification({ voice_verification: null }, false)).toBe(false);
  });
});
