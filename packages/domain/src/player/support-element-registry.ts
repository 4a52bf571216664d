/** How long the player's support element registry waits for changes to settle before it updates: 500 ms. */
export const SUPPORT_ELEMENT_REGISTRY_DEBOUNCE_MS = 500;
