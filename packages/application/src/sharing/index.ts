/** The sharing slice: share links, share videos and the public share page. */
export * from './sharing-api.port.js';
export * from './native-share.port.js';
export * from './popup-opener.port.js';
export * from './object-urls.port.js';
export * from './sharing.types.js';
export { createSharingUseCase, type SharingDeps } from './share-link.use-case.js';
export { createShareVideoUseCase, type ShareVideoDeps } from './share-video.use-case.js';
export { createSharedItemUseCase, type SharedItemDeps } from './shared-item.use-case.js';
export * from './sharing.module.js';
