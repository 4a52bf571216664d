import { describe, it, expect } from 'vitest';
import {
  PUBLIC_NAME_UPDATED_MESSAGE,
  SHARE_API_NOT_SUPPORTED_MESSAGE,
  SHARE_LINK_COPIED_MESSAGE,
  videoGenerationErrorMessage,
  videoPreviewErrorMessage,
} from './share-messages.js';

describe('share messages', () => {
  it('has the spec toasts', () => {
    expect(PUBLIC_NAME_UPDATED_MESSAGE).toBe('Public name updated');
    expect(SHARE_LINK_COPIED_MESSAGE).toBe('Share link copied to clipboard');
    expect(SHARE_API_NOT_SUPPORTED_MESSAGE).toBe('Share API not supported');
  });

  it('reports video errors with their message or as unknown', () => {
    expect(videoGenerationErrorMessage('Timeout')).toBe('Error generating video: Timeout');
    expect(videoGenerationErrorMessage()).toBe('Unknown error generating video');
    expect(videoGenerationErrorMessage('  ')).toBe('Unknown error generating video');
  });

  it('reports video preview errors with their message or as unknown', () => {
    expect(videoPreviewErrorMessage('Bad theme')).toBe('Error generating video preview: Bad theme');
    expect(videoPreviewErrorMessage()).toBe('Unknown error generating video preview');
  });
});
