import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { Caller, Outcome } from '../http/operation.js';
import { findUserById } from './user-repository.js';
import type { UserRow } from './user-row.js';

/** Runs fn with the caller's user row; a token whose user no longer exists is unauthorized. */
export const withUser = async (ctx: AppContext, caller: Caller, fn: (user: UserRow) => Promise<Outcome>): Promise<Outcome> => {
  const user = await findUserById(ctx.db, caller.userId);
  return user === null ? fail('unauthorized') : fn(user);
};
