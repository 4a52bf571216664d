import { combineLatest, distinctUntilChanged, map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { shareControl, TTS_VIDEO_GENERATION_FLAG, type ShareControl } from '@cadence/domain';
import type { Logger } from '../shared/logger.port.js';
import type { SharingApi } from './sharing-api.port.js';
import type { SessionUseCase } from '../accounts/session.types.js';

/** What deciding the share control needs. */
export interface ShareControlDeps {
  readonly session: SessionUseCase;
  readonly sharing: SharingApi;
  readonly logger: Logger;
}

/** Signed out there is nothing to share. */
const HIDDEN: ShareControl = { visible: false, disabled: true, opens: 'shareLinkModal' };

/**
 * The feature flags, loaded once per sign-in (a failure reads as no flags, and is logged), and the share control
 * the domain decides from them and the session's workspace tier. One observable per argument, so every share
 * button on a page shares the same subscription.
 */
export const createShareControl = (deps: ShareControlDeps): ((hasHistoryItem: boolean) => Observable<ShareControl>) => {
  const flags$: Observable<readonly string[]> = deps.session.loggedIn$.pipe(
    distinctUntilChanged(),
    switchMap((signedIn) =>
      signedIn !== true
        ? of([])
        : deps.sharing.featureFlags().pipe(
            map(
              E.getOrElseW((error) => {
                deps.logger.warn('Feature flags could not be loaded', { error: error._tag, message: error.message });
                return [] as readonly string[];
              }),
            ),
          ),
    ),
    // Kept for the app's lifetime: the flags load once per sign-in, not once per page with share buttons.
    shareReplay({ bufferSize: 1, refCount: false }),
  );
  const controlFor = (hasHistoryItem: boolean): Observable<ShareControl> =>
    combineLatest([deps.session.state$, flags$]).pipe(
      map(([state, flags]) =>
        state.status !== 'signedIn'
          ? HIDDEN
          : shareControl({
              workspaceTier: state.workspace.tier,
              videoGenerationFlagOn: flags.includes(TTS_VIDEO_GENERATION_FLAG),
              hasHistoryItem,
            }),
      ),
      distinctUntilChanged((a, b) => a.visible === b.visible && a.disabled === b.disabled && a.opens === b.opens),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  const withItem = controlFor(true);
  const withoutItem = controlFor(false);
  return (hasHistoryItem) => (hasHistoryItem ? withItem : withoutItem);
};
