import { describe, expect, it } from 'vitest';
import { sharedItemKind, sharedItemOnward } from './shared-item-onward.js';

describe('the way onward from a shared item', () => {
  const spoken = { text: 'Hello there', voiceName: 'Rachel' };

  it('says what made it and invites a visitor who is signed out to sign up', () => {
    expect(sharedItemOnward(spoken, false)).toEqual({
      madeWith: 'Made with Cadence Text to Speech, in the voice Rachel.',
      invitation: 'Try it yourself: pick a voice, type or record what it should say, and hear it in seconds.',
      label: 'Get Started Free',
      to: '/app/sign-up',
    });
  });

  it('opens the tool that made it for a person signed in', () => {
    expect(sharedItemOnward(spoken, true)).toMatchObject({ label: 'Open Text to Speech', to: '/app/speech-synthesis/text-to-speech' });
    expect(sharedItemOnward({ text: '', voiceName: 'Adam' }, true)).toMatchObject({
      madeWith: 'Made with Cadence Speech to Speech, in the voice Adam.', label: 'Open Speech to Speech', to: '/app/speech-synthesis/speech-to-speech',
    });
  });

  it('still leads onward when the link led to nothing', () => {
    expect(sharedItemOnward(null, false)).toMatchObject({ madeWith: null, label: 'Get Started Free', to: '/app/sign-up' });
  });

  it('tells a conversion (no text) from text to speech', () => {
    expect(sharedItemKind('  \n')).toBe('speechToSpeech');
    expect(sharedItemKind('Hi')).toBe('textToSpeech');
  });
});
