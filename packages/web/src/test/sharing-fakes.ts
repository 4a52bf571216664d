import type {
  ApiKeysUseCase,
  ApiKeysView,
  HistoryItem,
  SharedItemUseCase,
  SharedItemView,
  ShareLinkView,
  ShareVideoUseCase,
  ShareVideoView,
  SharingUseCase,
} from '@cadence/application';
import {
  displayShareLink, INITIAL_SHARE_VIDEO_DIALOG_STATE, VIDEO_THEME_LABELS, VIDEO_THEMES, type ShareControl, type ShareNetwork,
  type VideoTheme,
} from '@cadence/domain';
import { BehaviorSubject, defer, map } from 'rxjs';

/** Fakes of the sharing and API-key use-cases: views on subjects, intents recorded. */

export const SHARE_LINK = 'https://cadence.test/share/abcdefghijklmnopqrstuvwxyz';

export const CLOSED_SHARE_LINK: ShareLinkView = { historyItemId: null, status: 'closed', link: null, displayLink: null, publicName: '', error: null };

/** The share control and modal: opening shows `SHARE_LINK` for the item (or what the test pushes). */
export const createFakeSharing = (initialControl: Omit<ShareControl, 'disabled'> = { visible: true, opens: 'shareLinkModal' }) => {
  const control = new BehaviorSubject(initialControl);
  const view = new BehaviorSubject<ShareLinkView>(CLOSED_SHARE_LINK);
  const calls = { open: [] as string[], close: 0, copyLink: 0, openNetwork: [] as ShareNetwork[], savePublicName: [] as string[], nativeShare: 0 };
  const controlFor = (hasItem: boolean) => control.pipe(map((c): ShareControl => ({ ...c, disabled: !hasItem })));
  const withItem = controlFor(true);
  const withoutItem = controlFor(false);
  const sharing: SharingUseCase = {
    view$: view.asObservable(),
    control$: (hasItem) => (hasItem ? withItem : withoutItem),
    open: (item) => {
      calls.open.push(item.historyItemId);
      view.next({ historyItemId: item.historyItemId, status: 'ready', link: SHARE_LINK, displayLink: displayShareLink(SHARE_LINK), publicName: 'Ada', error: null });
    },
    close: () => {
      calls.close += 1;
      view.next(CLOSED_SHARE_LINK);
    },
    copyLink: () => (calls.copyLink += 1),
    openNetwork: (network) => calls.openNetwork.push(network),
    savePublicName: (name) => calls.savePublicName.push(name),
    nativeShare: () => (calls.nativeShare += 1),
  };
  return { control, view, calls, sharing };
};

/** The share-video view for an item, as the use-case would show it right after opening. */
export const shareVideoViewFor = (item: HistoryItem | null, overrides: Partial<ShareVideoView> = {}): ShareVideoView => ({
  item,
  dialog: INITIAL_SHARE_VIDEO_DIALOG_STATE,
  themes: VIDEO_THEMES.map((theme) => ({ theme, label: VIDEO_THEME_LABELS[theme], selected: theme === 'colour' })),
  showV3TagsCheckbox: false,
  keepV3Tags: true,
  muted: false,
  ineligible: null,
  canGenerate: item !== null,
  canDownload: false,
  ...overrides,
});

/** The share-video dialog: opening shows the item's initial view; the rest is recorded. */
export const createFakeShareVideo = () => {
  const view = new BehaviorSubject<ShareVideoView>(shareVideoViewFor(null));
  const calls = { open: [] as string[], close: 0, selectTheme: [] as VideoTheme[], setKeepV3Tags: [] as boolean[], generate: 0, download: 0, toggleMute: 0 };
  const shareVideo: ShareVideoUseCase = {
    view$: view.asObservable(),
    open: (item) => {
      calls.open.push(item.historyItemId);
      view.next(shareVideoViewFor(item));
    },
    close: () => {
      calls.close += 1;
      view.next(shareVideoViewFor(null));
    },
    selectTheme: (theme) => calls.selectTheme.push(theme),
    setKeepV3Tags: (keep) => calls.setKeepV3Tags.push(keep),
    generate: () => (calls.generate += 1),
    download: () => (calls.download += 1),
    toggleMute: () => (calls.toggleMute += 1),
  };
  return { view, calls, shareVideo };
};

/** The public share page: every share id answers the subject's view. */
export const createFakeSharedItem = (initial: SharedItemView = { status: 'loading' }) => {
  const view = new BehaviorSubject<SharedItemView>(initial);
  const requested: string[] = [];
  const sharedItem: SharedItemUseCase = {
    view$: (shareId) =>
      defer(() => {
        requested.push(shareId);
        return view;
      }),
  };
  return { view, requested, sharedItem };
};

export const API_KEYS_LOADING: ApiKeysView = { status: 'loading', keys: [], created: null, revoking: null, busy: false };

/** The API keys page: its view is a subject; intents are recorded. */
export const createFakeApiKeys = (initial: ApiKeysView = API_KEYS_LOADING) => {
  const view = new BehaviorSubject<ApiKeysView>(initial);
  const calls = { reload: 0, create: [] as string[], copySecret: 0, dismissSecret: 0, askRevoke: [] as string[], cancelRevoke: 0, confirmRevoke: 0 };
  const apiKeys: ApiKeysUseCase = {
    view$: view.asObservable(),
    reload: () => (calls.reload += 1),
    create: (name) => calls.create.push(name),
    copySecret: () => (calls.copySecret += 1),
    dismissSecret: () => (calls.dismissSecret += 1),
    askRevoke: (keyId) => calls.askRevoke.push(keyId),
    cancelRevoke: () => (calls.cancelRevoke += 1),
    confirmRevoke: () => (calls.confirmRevoke += 1),
  };
  return { view, calls, apiKeys };
};
