import { describe, it, expect } from 'vitest';
import { SUPPORT_ELEMENT_REGISTRY_DEBOUNCE_MS } from './support-element-registry.js';

describe('support element registry', () => {
  it('is debounced 500 ms', () => {
    expect(SUPPORT_ELEMENT_REGISTRY_DEBOUNCE_MS).toBe(500);
  });
});
