import { BehaviorSubject, combineLatest, defer, EMPTY, map, of, shareReplay, startWith, Subject, switchMap, take, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  displayShareLink, nativeShareFallback, PUBLIC_NAME_UPDATED_MESSAGE, SHARE_API_NOT_SUPPORTED_MESSAGE,
  SHARE_LINK_COPIED_MESSAGE, SHARE_MODAL_TITLE, shareNetworkUrl, type ShareNetwork,
} from '@cadence/domain';
import type { Clipboard } from '../shared/clipboard.port.js';
import type { ApiResult } from '../shared/http-error.js';
import type { Logger } from '../shared/logger.port.js';
import type { NativeShare } from './native-share.port.js';
import type { PopupOpener } from './popup-opener.port.js';
import type { ShareLink, SharingApi } from './sharing-api.port.js';
import type { SessionUseCase } from '../accounts/session.types.js';
import { createShareControl } from './share-control.use-case.js';
import type { ShareEffect, ShareLinkView, SharingUseCase } from './sharing.types.js';
import { toastMessageFor } from '../shared/http-error-toast.js';

/** The ports the share control and share-link modal need. */
export interface SharingDeps {
  readonly session: SessionUseCase;
  readonly sharing: SharingApi;
  readonly clipboard: Clipboard;
  readonly nativeShare: NativeShare;
  readonly popups: PopupOpener;
  readonly logger: Logger;
}

const CLOSED: ShareLinkView = { historyItemId: null, status: 'closed', link: null, displayLink: null, publicName: '', error: null };

const loaded = (historyItemId: string, result: ApiResult<ShareLink>): ShareLinkView =>
  E.isLeft(result)
    ? { ...CLOSED, historyItemId, status: 'failed', error: toastMessageFor(result.left) }
    : {
        historyItemId,
        status: 'ready',
        link: result.right.shareLink,
        displayLink: displayShareLink(result.right.shareLink),
        publicName: result.right.publicUserName,
        error: null,
      };

const toast = (kind: 'success' | 'error', message: string): ShareEffect => ({ type: 'toast', kind, message });

/**
 * The share control and the share-link modal: the link loads when the modal opens and is cleared on close; copy,
 * the three networks (new windows), the public-name editor, and the native share sheet on mobile.
 */
export const createSharingUseCase = (deps: SharingDeps): SharingUseCase => {
  const opened = new BehaviorSubject<string | null>(null);
  const savedName = new BehaviorSubject<string | null>(null);
  const effects = new Subject<ShareEffect>();

  // switchMap: closing, or opening another item, drops a link still on its way.
  const link$ = opened.pipe(
    switchMap((id) =>
      id === null
        ? of(CLOSED)
        : deps.sharing.shareLink(id).pipe(
            map((result) => loaded(id, result)),
            startWith<ShareLinkView>({ ...CLOSED, historyItemId: id, status: 'loading' }),
          ),
    ),
  );
  const view$ = combineLatest([link$, savedName]).pipe(
    map(([view, name]) => (name === null || view.status !== 'ready' ? view : { ...view, publicName: name })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  /** The loaded link, or nothing while the modal is closed, loading or failed. */
  const withLink = (work: (link: string) => Observable<void>): Observable<void> =>
    view$.pipe(take(1), switchMap((view) => (view.link === null ? EMPTY : work(view.link))));

  const copy = (link: string): Observable<void> =>
    deps.clipboard.writeText(link).pipe(
      map((written) => {
        if (written) effects.next(toast('success', SHARE_LINK_COPIED_MESSAGE));
        else deps.logger.warn('The share link could not be copied');
      }),
    );

  const share = (link: string): Observable<void> =>
    defer(() => {
      const data = { title: SHARE_MODAL_TITLE, url: link };
      if (!deps.nativeShare.canShare(data)) {
        effects.next(toast('error', SHARE_API_NOT_SUPPORTED_MESSAGE));
        return EMPTY;
      }
      return deps.nativeShare.share(data).pipe(
        switchMap((result) => {
          if (result.shared) return EMPTY;
          if (nativeShareFallback(result.errorName) === 'copyLink') return copy(link);
          deps.logger.warn('Native share dismissed', { errorName: result.errorName });
          return EMPTY;
        }),
      );
    });

  const savePublicName = (name: string): Observable<void> =>
    deps.sharing.updatePublicName(name).pipe(
      map((result) => {
        if (E.isLeft(result)) deps.logger.warn('The public name could not be saved', { message: result.left.message });
        else savedName.next(name.trim());
        effects.next(toast('success', PUBLIC_NAME_UPDATED_MESSAGE));
      }),
    );

  return {
    view$,
    effects$: effects.asObservable(),
    control$: createShareControl(deps),
    open: (item) => {
      savedName.next(null);
      opened.next(item.historyItemId);
    },
    close: () => {
      savedName.next(null);
      opened.next(null);
    },
    copyLink: () => withLink(copy),
    // Synchronous once the link is loaded (the view replays), so the window opens within the click.
    openNetwork: (network: ShareNetwork) =>
      withLink((link) =>
        defer(() => {
          deps.popups.open(shareNetworkUrl(network, link));
          return EMPTY;
        }),
      ),
    savePublicName,
    nativeShare: () => withLink(share),
  };
};
