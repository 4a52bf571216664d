import { describe, it, expect } from 'vitest';
import { shareControl } from './share-control.js';

describe('shareControl', () => {
  it('shows sharing to non-enterprise workspaces and opens the link modal without the flag', () => {
    expect(shareControl({ workspaceTier: 'pro', videoGenerationFlagOn: false, hasHistoryItem: true })).toEqual({
      visible: true,
      disabled: false,
      opens: 'shareLinkModal',
    });
  });

  it('hides sharing from enterprise workspaces unless tts-video-generation is on', () => {
    expect(shareControl({ workspaceTier: 'enterprise', videoGenerationFlagOn: false, hasHistoryItem: true }).visible).toBe(false);
    expect(shareControl({ workspaceTier: 'enterprise', videoGenerationFlagOn: true, hasHistoryItem: true }).visible).toBe(true);
  });

  it('still shows sharing on trial, which is not the enterprise tier', () => {
    expect(shareControl({ workspaceTier: 'trial', videoGenerationFlagOn: false, hasHistoryItem: true }).visible).toBe(true);
  });

  it('opens the share-video dialog with the flag and is disabled without a history item', () => {
    expect(shareControl({ workspaceTier: 'free', videoGenerationFlagOn: true, hasHistoryItem: false })).toEqual({
      visible: true,
      disabled: true,
      opens: 'shareVideoDialog',
    });
  });
});
