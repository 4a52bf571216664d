import { describe, it, expect } from 'vitest';
import { BLOB_READ_FAILED_MESSAGE, downloadErrorMessage } from './download-errors.js';

describe('downloadErrorMessage', () => {
  it('names the unsupported type', () => {
    expect(downloadErrorMessage({ _tag: 'UnsupportedContentType', contentType: 'text/html' })).toBe(
      "Invalid response type received: 'text/html' is not supported.",
    );
  });

  it('has the base64 and null-body messages', () => {
    expect(downloadErrorMessage({ _tag: 'InvalidBase64' })).toBe('Invalid base64 string for ArrayBuffer conversion.');
    expect(downloadErrorMessage({ _tag: 'NullBody' })).toMatch(/^Response body can not be null/);
  });

  it('has the spec message for a failed blob read', () => {
    expect(BLOB_READ_FAILED_MESSAGE).toBe('Failed to read blob');
    expect(downloadErrorMessage({ _tag: 'BlobReadFailed' })).toBe('Failed to read blob');
  });
});
