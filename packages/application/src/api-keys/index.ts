/** The API keys slice. */
export * from './api-keys-api.port.js';
export * from './api-keys.types.js';
export { createApiKeysUseCase, API_KEY_MESSAGES, type ApiKeysDeps } from './api-keys.use-case.js';
export * from './api-keys.module.js';
