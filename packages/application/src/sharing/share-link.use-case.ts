import {
  distinctUntilChanged, EMPTY, filter, ignoreElements, map, merge, mergeMap, type Observable, shareReplay, Subject, switchMap, tap,
  withLatestFrom,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  nativeShareFallback, PUBLIC_NAME_UPDATED_MESSAGE, SHARE_API_NOT_SUPPORTED_MESSAGE, SHARE_LINK_COPIED_MESSAGE, SHARE_MODAL_TITLE,
  shareNetworkUrl,
} from '@cadence/domain';
import type { SessionUseCase } from '../accounts/session.types.js';
import { reduceWithEffects } from '../shared/reducer-loop.js';
import type { Clipboard } from '../shared/clipboard.port.js';
import type { Logger } from '../shared/logger.port.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { NativeShare } from './native-share.port.js';
import type { PopupOpener } from './popup-opener.port.js';
import { createShareControl } from './share-control.use-case.js';
import { CLOSED_SHARE_LINK, shareLinkReducer, type ShareLinkAnswer, type ShareLinkEvent, type ShareLinkIntent } from './share-link.reducer.js';
import type { SharingApi } from './sharing-api.port.js';
import type { ShareLinkView, SharingUseCase } from './sharing.types.js';

/** The ports the share control and share-link modal need. */
export interface SharingDeps {
  readonly session: SessionUseCase;
  readonly sharing: SharingApi;
  readonly clipboard: Clipboard;
  readonly nativeShare: NativeShare;
  readonly popups: PopupOpener;
  readonly logger: Logger;
  readonly notifications: Notifications;
}

/**
 * The share control and the share-link modal: the link loads when the modal opens and is cleared on close; copy,
 * the three networks (new windows), the public-name editor, and the native share sheet on mobile. The modal's state
 * is folded while its host (the shell's ShareDialogs) shows it; an intent sent while nothing shows it is dropped.
 */
export const createSharingUseCase = (deps: SharingDeps): SharingUseCase => {
  const intents = new Subject<ShareLinkIntent>();
  const send = (intent: ShareLinkIntent): void => intents.next(intent);
  const ofType = <T extends ShareLinkIntent['type']>(type: T) =>
    intents.pipe(filter((intent): intent is Extract<ShareLinkIntent, { type: T }> => intent.type === type));
  const notify = (kind: 'success' | 'error', message: string): void => deps.notifications.notify(toast(kind, message));

  // switchMap: closing, or opening another item, drops a link still on its way.
  const links: Observable<ShareLinkEvent> = merge(ofType('opened'), ofType('closed')).pipe(
    switchMap((intent) => {
      if (intent.type === 'closed') return EMPTY;
      const historyItemId = intent.item.historyItemId;
      return deps.sharing.shareLink(historyItemId).pipe(
        map(
          E.match(
            (error): ShareLinkAnswer => ({ type: 'linkFailed', historyItemId, message: failureMessage(error) }),
            (loaded): ShareLinkAnswer => ({ type: 'linkLoaded', historyItemId, link: loaded.shareLink, publicName: loaded.publicUserName }),
          ),
        ),
      );
    }),
  );

  const copy = (link: string): Observable<never> =>
    deps.clipboard.writeText(link).pipe(
      tap((written) => (written ? notify('success', SHARE_LINK_COPIED_MESSAGE) : deps.logger.warn('The share link could not be copied'))),
      ignoreElements(),
    );

  const share = (link: string): Observable<never> => {
    const data = { title: SHARE_MODAL_TITLE, url: link };
    if (!deps.nativeShare.canShare(data)) {
      notify('error', SHARE_API_NOT_SUPPORTED_MESSAGE);
      return EMPTY;
    }
    return deps.nativeShare.share(data).pipe(
      mergeMap((result) => {
        if (result.shared) return EMPTY;
        if (nativeShareFallback(result.errorName) === 'copyLink') return copy(link);
        deps.logger.warn('Native share dismissed', { errorName: result.errorName });
        return EMPTY;
      }),
    );
  };

  /** The loaded link's uses; nothing while the modal is closed, loading or failed. Synchronous within the click. */
  const linkUses = (state$: Observable<ShareLinkView>): Observable<never> =>
    merge(ofType('copyLink'), ofType('openNetwork'), ofType('nativeShare')).pipe(
      withLatestFrom(state$),
      mergeMap(([intent, { link }]) => {
        if (link === null) return EMPTY;
        if (intent.type === 'copyLink') return copy(link);
        if (intent.type === 'nativeShare') return share(link);
        deps.popups.open(shareNetworkUrl(intent.network, link));
        return EMPTY;
      }),
    );

  // The toast says the name was updated even when saving failed: the failure is only logged (the spec).
  const publicNames: Observable<ShareLinkEvent> = ofType('savePublicName').pipe(
    mergeMap(({ name }) =>
      deps.sharing.updatePublicName(name).pipe(
        tap((result) => {
          if (E.isLeft(result)) deps.logger.warn('The public name could not be saved', { message: result.left.message });
          notify('success', PUBLIC_NAME_UPDATED_MESSAGE);
        }),
        filter(E.isRight),
        map((): ShareLinkEvent => ({ type: 'publicNameSaved', name: name.trim() })),
      ),
    ),
  );

  const view$ = reduceWithEffects(CLOSED_SHARE_LINK, shareLinkReducer, intents, (state$) => merge(links, linkUses(state$), publicNames)).pipe(
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    view$,
    control$: createShareControl(deps),
    open: (item) => send({ type: 'opened', item }),
    close: () => send({ type: 'closed' }),
    copyLink: () => send({ type: 'copyLink' }),
    openNetwork: (network) => send({ type: 'openNetwork', network }),
    savePublicName: (name) => send({ type: 'savePublicName', name }),
    nativeShare: () => send({ type: 'nativeShare' }),
  };
};
