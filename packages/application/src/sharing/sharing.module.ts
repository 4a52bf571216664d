import type { SessionUseCase } from '../accounts/session.types.js';
import type { AppEnvironment } from '../shared/app-environment.js';
import type { Clipboard } from '../shared/clipboard.port.js';
import type { FileSaver } from '../shared/file-saver.port.js';
import type { Logger } from '../shared/logger.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { NativeShare } from './native-share.port.js';
import type { ObjectUrls } from './object-urls.port.js';
import type { PopupOpener } from './popup-opener.port.js';
import { createSharingUseCase } from './share-link.use-case.js';
import { createShareVideoUseCase } from './share-video.use-case.js';
import { createSharedItemUseCase } from './shared-item.use-case.js';
import type { SharingApi } from './sharing-api.port.js';
import type { SharedItemUseCase, ShareVideoUseCase, SharingUseCase } from './sharing.types.js';

/** The ports the sharing slice needs. */
export interface SharingPorts {
  readonly sharingApi: SharingApi;
  readonly clipboard: Clipboard;
  readonly nativeShare: NativeShare;
  readonly popups: PopupOpener;
  readonly objectUrls: ObjectUrls;
  readonly files: FileSaver;
  readonly logger: Logger;
  readonly notifications: Notifications;
  readonly environment: AppEnvironment;
}

/** The share control and share-link modal, the share-video dialog, and the public share page. */
export interface SharingModule {
  readonly sharing: SharingUseCase;
  readonly shareVideo: ShareVideoUseCase;
  readonly sharedItem: SharedItemUseCase;
}

/** Builds the sharing slice on the session. Nothing is subscribed. */
export const createSharingModule = (ports: SharingPorts, accounts: { readonly session: SessionUseCase }): SharingModule => ({
  sharing: createSharingUseCase({ ...ports, sharing: ports.sharingApi, session: accounts.session }),
  shareVideo: createShareVideoUseCase({ sharing: ports.sharingApi, files: ports.files, objectUrls: ports.objectUrls, notifications: ports.notifications }),
  sharedItem: createSharedItemUseCase({ sharing: ports.sharingApi, session: accounts.session, utcOffsetMinutes: ports.environment.utcOffsetMinutes }),
});
