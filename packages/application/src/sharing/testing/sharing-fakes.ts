// In-memory fakes of the sharing ports, for the sharing and API-key use-case tests (not exported from the package).
import { BehaviorSubject, distinctUntilChanged, map, of, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { Tier } from '@cadence/domain';
import type { ApiKeysApi } from '../../api-keys/api-keys-api.port.js';
import type { Clipboard } from '../../shared/clipboard.port.js';
import type { FileSaver, SavedFile } from '../../shared/file-saver.port.js';
import type { HistoryItem } from '../../history/history-item.js';
import type { HttpError } from '../../shared/http-error.js';
import type { Logger } from '../../shared/logger.port.js';
import type { NativeShare, NativeShareData, NativeShareResult } from '../native-share.port.js';
import type { ObjectUrls } from '../object-urls.port.js';
import type { PopupOpener } from '../popup-opener.port.js';
import type { SharingApi } from '../sharing-api.port.js';
import type { SessionState, SessionUseCase } from '../../accounts/session.types.js';
import { user, workspace } from '../../accounts/testing/accounts-fakes.js';

export const httpFailure = (status: number, message = ''): HttpError => ({ status, message, statusText: '' });

export const historyItem = (overrides: Partial<HistoryItem> = {}): HistoryItem => ({
  historyItemId: 'h1',
  text: 'Hello there',
  voiceId: 'v1',
  voiceName: 'Rachel',
  modelId: 'eleven_multilingual_v2',
  dateUnix: 1_790_000_000,
  characterCost: 11,
  contentType: 'audio/mpeg',
  source: 'TTS',
  dialogue: null,
  feedback: null,
  ...overrides,
});

export const signedIn = (tier: Tier): SessionState => ({
  status: 'signedIn',
  user,
  workspace: { ...workspace(), tier },
  access: { isAdmin: true, canAccessWorkspaceSettings: true, hasAlphaAccess: false },
});

/** A session whose state the test drives. */
export const fakeSession = (initial: SessionState) => {
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

/** The sharing API answering fixed values unless a test overrides a call; calls are recorded. */
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
    sharedItem: () => of(E.left(httpFailure(404, 'Not found'))),
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

export const recordingLogger = (): Logger & { readonly warnings: string[] } => {
  const warnings: string[] = [];
  return { warnings, warn: (message) => warnings.push(message) };
};

export const fakeClipboard = (writes = true): Clipboard & { readonly written: string[] } => {
  const written: string[] = [];
  return { written, writeText: (text) => { written.push(text); return of(writes); } };
};

export const fakeNativeShare = (
  supported: boolean,
  result: NativeShareResult = { shared: true },
): NativeShare & { readonly shared: NativeShareData[] } => {
  const shared: NativeShareData[] = [];
  return { shared, canShare: () => supported, share: (data) => { shared.push(data); return of(result); } };
};

export const recordingPopups = (): PopupOpener & { readonly opened: string[] } => {
  const opened: string[] = [];
  return { opened, open: (url) => opened.push(url) };
};

export const countingObjectUrls = (): ObjectUrls & { readonly live: Set<string> } => {
  const live = new Set<string>();
  let next = 1;
  return {
    live,
    create: () => { const url = `blob:${next++}`; live.add(url); return url; },
    revoke: (url) => { live.delete(url); },
  };
};

export const recordingFileSaver = (): FileSaver & { readonly saved: SavedFile[] } => {
  const saved: SavedFile[] = [];
  return { saved, save: (file) => { saved.push(file); return of(undefined); } };
};

export const fakeApiKeysApi = (overrides: Partial<ApiKeysApi> = {}): ApiKeysApi & { readonly calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    list: overrides.list ?? (() => { calls.push('list'); return of(E.right([{ keyId: 'k1', name: 'CI', hint: 'abcd', createdAtUnix: 1_790_000_000 }])); }),
    create: overrides.create ?? ((name) => { calls.push(`create ${name}`); return of(E.right({ keyId: 'k2', secret: 'sk_secret_1234' })); }),
    revoke: overrides.revoke ?? ((id) => { calls.push(`revoke ${id}`); return of(E.right(undefined)); }),
  };
};
