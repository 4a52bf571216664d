import type { Clock } from '../shared/clock.port.js';
import type { FileSaver } from '../shared/file-saver.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { DownloadsUseCase } from './downloads.types.js';
import { createDownloadsUseCase } from './downloads.use-case.js';
import type { HistoryApi } from './history-api.port.js';
import type { HistoryListFactory } from './history-list.types.js';
import { createHistoryListFactory } from './history-list.use-case.js';

/** The ports the history slice needs. */
export interface HistoryPorts {
  readonly history: HistoryApi;
  readonly files: FileSaver;
  readonly clock: Clock;
  readonly notifications: Notifications;
}

/** The history pages' lists and the downloads of history items (one file or the zip). */
export interface HistoryModule {
  readonly history: HistoryListFactory;
  readonly downloads: DownloadsUseCase;
}

/** Builds the history slice. Nothing is subscribed. */
export const createHistoryModule = (ports: HistoryPorts): HistoryModule => {
  const downloads = createDownloadsUseCase(ports);
  return { downloads, history: createHistoryListFactory({ history: ports.history, downloads, clock: ports.clock, notifications: ports.notifications }) };
};
