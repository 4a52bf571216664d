import { describe, it, expect } from 'vitest';
import { isSecureUrl, isValidUrl } from './url-checks.js';

describe('isValidUrl', () => {
  it.each([
    'https://example.com', 'http://localhost:3000/path?q=1#frag', 'https://sub.example.co.uk/a/b/',
    'https://[::1]:8080/', 'wss://stream.example.com/v1', 'https://user:pass@example.com/', 'https://example.com/a%20b',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    '', 'example.com', '/app/home', 'https://', 'https:///path', 'https://exa mple.com', 'https://example.com/a b',
    'javascript:alert(1)', 'mailto:someone@example.com', 'https://example.com:99999', 'https://example.com:',
    'https://example..com', 'https://example.com./', 'https://-example.com', 'https://example.com/\\evil',
    'https://example.com/%zz', 'https://bücher.example', ' https://example.com', 'https://example.com\n',
  ])('rejects %j', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });
});

describe('isSecureUrl', () => {
  it('requires a valid URL with the https scheme', () => {
    expect(isSecureUrl('https://example.com')).toBe(true);
    expect(isSecureUrl('HTTPS://EXAMPLE.COM/x')).toBe(true);
    expect(isSecureUrl('http://example.com')).toBe(false);
    expect(isSecureUrl('wss://example.com')).toBe(false);
    expect(isSecureUrl('https://exa mple.com')).toBe(false);
    expect(isSecureUrl('https:example.com')).toBe(false);
  });
});
