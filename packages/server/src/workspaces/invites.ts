import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.port.js';
import { atomically } from '../db/unit-of-work.js';
import { fail, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import { findUserById, updateUser } from '../users/user-repository.js';
import { normalizeEmail, type UserRow } from '../users/user-row.js';
import { workspaceSeats } from './subscription-view.js';
import { addMember, countMembers, findMembership, findWorkspace } from './workspace-repository.js';

interface InviteRow {
  readonly [column: string]: unknown;
  readonly code: string;
  readonly workspace_id: string;
  readonly role: 'admin' | 'editor';
  readonly email: string | null;
  readonly accepted_at_ms: number | null;
}

const findInvite = async (tx: Database, code: string): Promise<InviteRow | null> =>
  (await tx.query<InviteRow>('SELECT * FROM workspace_invites WHERE code = $1 FOR UPDATE', [code]))[0] ?? null;

/** Why the caller may not join with this invite, or null when they may. */
const refusal = async (tx: Database, invite: InviteRow | null, user: UserRow): Promise<Failure | null> => {
  if (invite === null) return fail('invite_not_found');
  if (invite.accepted_at_ms !== null) return fail('invite_used');
  if (invite.email !== null && normalizeEmail(invite.email) !== user.email) return fail('invite_for_other_email');
  if (invite.email !== null && !user.email_verified) return fail('email_not_verified');
  if ((await findMembership(tx, invite.workspace_id, user.user_id)) !== null) return fail('already_member');
  const workspace = await findWorkspace(tx, invite.workspace_id);
  if (workspace === null) return fail('invite_not_found');
  return (await countMembers(tx, workspace.workspace_id)) >= workspaceSeats(workspace) ? fail('no_seats_left') : null;
};

/**
 * Joins the invite's workspace (single use, within its seats; an invite bound to an address needs that address,
 * verified) and makes it the user's current workspace; the client then refreshes its token for the new claim.
 */
export const acceptInvite = (ctx: AppContext, caller: Caller, code: string): Promise<'joined' | Failure> =>
  atomically(ctx.db, async (tx) => {
    const user = await findUserById(tx, caller.userId);
    if (user === null) return fail('unauthorized');
    const invite = await findInvite(tx, code);
    const refused = await refusal(tx, invite, user);
    if (refused !== null || invite === null) return refused ?? fail('invite_not_found');
    const now = ctx.clock.now();
    await addMember(tx, invite.workspace_id, user.user_id, invite.role, now);
    await tx.query('UPDATE workspace_invites SET accepted_by = $2, accepted_at_ms = $3 WHERE code = $1', [code, user.user_id, now]);
    await updateUser(tx, user.user_id, { workspace_id: invite.workspace_id });
    return 'joined' as const;
  });
