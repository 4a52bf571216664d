import type { Database } from '../db/database.port.js';

interface NameColumns {
  readonly [column: string]: unknown;
  readonly public_user_name: string | null;
  readonly first_name: string | null;
  readonly email: string;
}

/** The name on a user's share pages: the one they chose, else their first name, else the e-mail before '@'. */
export const publicNameOf = (user: NameColumns): string => {
  const chosen = user.public_user_name?.trim() ?? '';
  if (chosen !== '') return chosen;
  const first = user.first_name?.trim() ?? '';
  return first !== '' ? first : user.email.slice(0, Math.max(0, user.email.lastIndexOf('@'))) || user.email;
};

export const findPublicName = async (db: Database, userId: string): Promise<string | null> => {
  const [row] = await db.query<NameColumns>('SELECT public_user_name, first_name, email FROM users WHERE user_id = $1', [userId]);
  return row === undefined ? null : publicNameOf(row);
};

export const savePublicName = async (db: Database, userId: string, name: string): Promise<void> => {
  await db.query('UPDATE users SET public_user_name = $2 WHERE user_id = $1', [userId, name]);
};
