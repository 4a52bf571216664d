import type { AppEnvironment } from '../shared/app-environment.js';
import type { Clipboard } from '../shared/clipboard.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { ApiKeysApi } from './api-keys-api.port.js';
import type { ApiKeysUseCase } from './api-keys.types.js';
import { createApiKeysUseCase } from './api-keys.use-case.js';

/** The ports the API keys slice needs. */
export interface ApiKeysPorts {
  readonly apiKeysApi: ApiKeysApi;
  readonly clipboard: Clipboard;
  readonly notifications: Notifications;
  readonly environment: AppEnvironment;
}

/** /app/developers/api-keys: list, create (secret shown once), copy, revoke. */
export interface ApiKeysModule {
  readonly apiKeys: ApiKeysUseCase;
}

/** Builds the API keys slice. Nothing is subscribed. */
export const createApiKeysModule = (ports: ApiKeysPorts): ApiKeysModule => ({
  apiKeys: createApiKeysUseCase({
    apiKeys: ports.apiKeysApi, clipboard: ports.clipboard, notifications: ports.notifications, utcOffsetMinutes: ports.environment.utcOffsetMinutes,
  }),
});
