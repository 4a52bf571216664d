import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Whose video a file is: checked before it is served, so deleting the item also retires its videos. */
export interface VideoOwner {
  readonly workspaceId: string;
  readonly historyItemId: string;
}

/** Rendered videos on disk: `<name>.mp4` and a `<name>.json` naming its owner. */
export interface VideoStore {
  /** A new unguessable file name (24 random bytes, base64url: what the contract's pattern allows) and its path. */
  reserve(): Promise<{ readonly file: string; readonly path: string }>;
  /** Records the owner of a finished video. */
  claim(file: string, owner: VideoOwner): Promise<void>;
  /** The video and its owner, or null when there is no such file. */
  read(file: string): Promise<{ readonly owner: VideoOwner; readonly bytes: Uint8Array } | null>;
}

const FILE_NAME = /^[A-Za-z0-9_-]{16,64}\.mp4$/;

const isOwner = (value: unknown): value is VideoOwner =>
  typeof value === 'object' && value !== null && 'workspaceId' in value && typeof value.workspaceId === 'string'
  && 'historyItemId' in value && typeof value.historyItemId === 'string';

const readOrNull = async (path: string): Promise<Buffer | null> => {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
};

/** The store in a folder (created when the first video is reserved). */
export const folderVideoStore = (folder: string): VideoStore => ({
  reserve: async () => {
    await mkdir(folder, { recursive: true });
    const file = `${randomBytes(24).toString('base64url')}.mp4`;
    return { file, path: join(folder, file) };
  },
  claim: (file, owner) => writeFile(join(folder, `${file}.json`), JSON.stringify(owner)),
  read: async (file) => {
    // The name is also checked here, so a path never leaves the folder whatever the caller validated.
    if (!FILE_NAME.test(file)) return null;
    const [bytes, ownerJson] = await Promise.all([readOrNull(join(folder, file)), readOrNull(join(folder, `${file}.json`))]);
    if (bytes === null || ownerJson === null) return null;
    const owner = ((): unknown => { try { return JSON.parse(ownerJson.toString('utf8')); } catch { return null; } })();
    return isOwner(owner) ? { owner, bytes: new Uint8Array(bytes) } : null;
  },
});
