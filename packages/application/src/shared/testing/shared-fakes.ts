// In-memory fakes of the shared ports, for use-case tests here and component tests in web.
import * as O from 'fp-ts/lib/Option.js';
import { of } from 'rxjs';
import type { Clipboard } from '../clipboard.port.js';
import type { Clock } from '../clock.port.js';
import type { FileSaver, SavedFile } from '../file-saver.port.js';
import type { IdGenerator } from '../id-generator.port.js';
import type { KeyValueStore } from '../key-value-store.port.js';
import type { Logger } from '../logger.port.js';
import type { Notice, Notifications } from '../notifications.port.js';

/** A key-value store over a plain record (inspect `entries`). */
export const memoryStorage = (entries: Record<string, string> = {}): KeyValueStore & { readonly entries: Record<string, string> } => ({
  entries,
  get: (key) => O.fromNullable(entries[key]),
  set: (key, value) => { entries[key] = value; },
  remove: (key) => { Reflect.deleteProperty(entries, key); },
  keys: () => Object.keys(entries),
});

/** Ids id-1, id-2, … in order. */
export const sequentialIds = (): IdGenerator & { readonly issued: string[] } => {
  const issued: string[] = [];
  return { issued, next: () => { const id = `id-${String(issued.length + 1)}`; issued.push(id); return id; } };
};

/** Notifications that keep every notice (`notices`), and the toasts' messages (`toasts()`). */
export const recordingNotifications = (): Notifications & { readonly notices: Notice[]; toasts(): string[] } => {
  const notices: Notice[] = [];
  return {
    notices,
    notify: (notice) => { notices.push(notice); },
    toasts: () => notices.flatMap((n) => (n.type === 'toast' ? [`${n.kind}: ${n.message}`] : [])),
  };
};

/** A logger that keeps its warnings. */
export const recordingLogger = (): Logger & { readonly warnings: string[] } => {
  const warnings: string[] = [];
  return { warnings, warn: (message) => warnings.push(message) };
};

/** A clipboard that records what was written and answers `writes`. */
export const fakeClipboard = (writes = true): Clipboard & { readonly written: string[] } => {
  const written: string[] = [];
  return { written, writeText: (text) => { written.push(text); return of(writes); } };
};

/** A FileSaver that records what it was handed. */
export const recordingFileSaver = (): FileSaver & { readonly saved: SavedFile[] } => {
  const saved: SavedFile[] = [];
  return { saved, save: (file) => { saved.push(file); return of(undefined); } };
};

/** A clock stopped at `nowMs` (move it with `set`). */
export const fixedClock = (nowMs = 0): Clock & { set(ms: number): void } => {
  let now = nowMs;
  return { nowMs: () => now, set: (ms) => { now = ms; } };
};
