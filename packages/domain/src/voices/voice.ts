/** The safety control the server sets on a voice: BAN, CAPTCHA, or none (null). */
export type SafetyControl = 'BAN' | 'CAPTCHA' | null;

/** A language a voice is verified in for one model, with its own preview. */
export interface VerifiedLanguage {
  readonly model_id: string;
  readonly language: string;
  readonly preview_url: string | null;
}

/** The sharing record of a voice from the library. */
export interface VoiceSharing {
  readonly status: string;
  readonly live_moderation_enabled: boolean;
}

/** The verification record of a cloned voice. */
export interface VoiceVerification {
  readonly is_verified: boolean;
  readonly requires_verification: boolean;
}

/** The fields of a voice that the voice rules read; absent records are null. */
export interface VoiceView {
  readonly voice_id: string;
  readonly name: string;
  readonly language: string | null;
  readonly preview_url: string | null;
  readonly verified_languages: readonly VerifiedLanguage[];
  readonly safety_control: SafetyControl;
  readonly sharing: VoiceSharing | null;
  readonly voice_verification: VoiceVerification | null;
}
