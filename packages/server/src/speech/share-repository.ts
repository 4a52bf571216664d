import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.port.js';
import { publicNameOf } from '../users/public-name.js';

/** A new unguessable share id: 144 random bits, base64url (24 characters). */
const newShareId = (): string => randomBytes(18).toString('base64url');

/** The item's share id, made on the first ask and kept; null when the item is not in the workspace. */
export const ensureShareId = async (db: Database, workspaceId: string, id: string): Promise<string | null> => {
  const [row] = await db.query<{ share_link_id: string }>(
    `UPDATE history_items SET share_link_id = COALESCE(share_link_id, $3)
     WHERE workspace_id = $1 AND history_item_id = $2 RETURNING share_link_id`,
    [workspaceId, id, newShareId()],
  );
  return row?.share_link_id ?? null;
};

/** A shared item as its public page shows it. */
export interface SharedItem {
  readonly shareId: string;
  readonly text: string;
  readonly voiceName: string;
  readonly publicUserName: string;
  readonly dateUnix: number;
}

interface SharedRow {
  readonly [column: string]: unknown;
  readonly share_link_id: string;
  readonly text: string | null;
  readonly voice_name: string;
  readonly date_unix: number | string;
  readonly public_user_name: string | null;
  readonly first_name: string | null;
  readonly email: string;
}

export const findSharedItem = async (db: Database, shareId: string): Promise<SharedItem | null> => {
  const [row] = await db.query<SharedRow>(
    `SELECT h.share_link_id, h.text, h.voice_name, h.date_unix, u.public_user_name, u.first_name, u.email
     FROM history_items h JOIN users u ON u.user_id = h.user_id WHERE h.share_link_id = $1`,
    [shareId],
  );
  if (row === undefined) return null;
  return { shareId: row.share_link_id, text: row.text ?? '', voiceName: row.voice_name, publicUserName: publicNameOf(row), dateUnix: Number(row.date_unix) };
};

export const findSharedAudio = async (db: Database, shareId: string): Promise<{ readonly contentType: string; readonly audio: Uint8Array } | null> => {
  const [row] = await db.query<{ content_type: string; audio: Uint8Array }>('SELECT content_type, audio FROM history_items WHERE share_link_id = $1', [shareId]);
  return row === undefined ? null : { contentType: row.content_type, audio: new Uint8Array(row.audio) };
};
