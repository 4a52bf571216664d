// In-memory fakes of the sharing ports, for the sharing use-case tests here and the web's component tests
// (exported from @cadence/application/testing). History items come from the history item mother.
import { BehaviorSubject, distinctUntilChanged, map, of, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { Tier } from '@cadence/domain';
import type { SessionState, SessionUseCase } from '../../accounts/session.types.js';
import { user, workspace } from '../../accounts/testing/accounts-fakes.js';
import { NotFound } from '../../shared/port-error.js';
import type { NativeShare, NativeShareData, NativeShareResult } from '../native-share.port.js';
import type { ObjectUrls } from '../object-urls.port.js';
import type { PopupOpener } from '../popup-opener.port.js';
import type { SharingApi } from '../sharing-api.port.js';

/** A signed-in session state whose workspace has the tier (the share control reads it). */
export const signedInWith = (tier: Tier): SessionState => ({
  status: 'signedIn',
  user,
  workspace: { ...workspace(), tier },
  access: { isAdmin: true, canAccessWorkspaceSettings: true, hasAlphaAccess: false },
});

/** A session whose state the test drives (`state.next(…)`). */
export const drivenSession = (initial: SessionState) => {
  const state = new BehaviorSubject<SessionState>(initial);
  const session: SessionUseCase = {
    state$: state.asObservable(),
    loggedIn$: state.pipe(map((s) => (s.status === 'unknown' ? null : s.status === 'signedIn')), distinctUntilChanged()),
    signIn: () => of(E.right(undefined)),
    signUp: () => of(E.right(undefined)),
    signOut: () => of(undefined),
    refresh: () => of(E.right(undefined)),
  };
  return { state, session };
};

/** The sharing API answering fixed values unless a test overrides a call; calls are recorded as `name(args)`. */
export const fakeSharingApi = (overrides: Partial<SharingApi> = {}): SharingApi & { readonly calls: string[] } => {
  const calls: string[] = [];
  const api: SharingApi = {
    shareLink: (id) => of(E.right({ shareLink: `https://cadence.test/share/${id}`, publicUserName: 'Ada' })),
    updatePublicName: () => of(E.right(undefined)),
    featureFlags: () => of(E.right([])),
    generateVideo: () => of(E.right('https://api.test/v1/videos/abc.mp4')),
    videoProgress: () => of(E.right({ state: 'idle' as const, progress: 0 })),
    videoPreview: () => of(E.right(new Uint8Array([137, 80, 78, 71]))),
    fetchVideo: () => of(E.right(new Uint8Array([0, 0, 0, 24]))),
    sharedItem: () => of(E.left(NotFound('This shared item does not exist or is no longer shared.'))),
    ...overrides,
  };
  const recording = Object.fromEntries(
    Object.entries(api).map(([name, call]) => [
      name,
      (...args: unknown[]) => {
        calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
        return (call as (...a: unknown[]) => Observable<unknown>)(...args);
      },
    ]),
  ) as unknown as SharingApi;
  return Object.assign(recording, { calls });
};

/** A native share sheet, supported or not, that answers `result` and records what it was given. */
export const fakeNativeShare = (
  supported: boolean,
  result: NativeShareResult = { shared: true },
): NativeShare & { readonly shared: NativeShareData[] } => {
  const shared: NativeShareData[] = [];
  return { shared, canShare: () => supported, share: (data) => { shared.push(data); return of(result); } };
};

/** A popup opener that records the addresses it opened. */
export const recordingPopups = (): PopupOpener & { readonly opened: string[] } => {
  const opened: string[] = [];
  return { opened, open: (url) => opened.push(url) };
};

/** Object URLs blob:1, blob:2, …; `live` holds those not revoked yet. */
export const countingObjectUrls = (): ObjectUrls & { readonly live: Set<string>; readonly made: string[] } => {
  const live = new Set<string>();
  const made: string[] = [];
  return {
    live,
    made,
    create: () => { const url = `blob:${String(made.length + 1)}`; made.push(url); live.add(url); return url; },
    revoke: (url) => { live.delete(url); },
  };
};
