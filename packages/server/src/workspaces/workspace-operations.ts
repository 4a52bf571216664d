import { isWorkspaceAdmin } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, okUnlessFailed, publicOperation, reply, securedOperation, type Caller } from '../http/operation.js';
import { acceptInvite } from './invites.js';
import { findSsoProvider } from './sso.js';
import { findMembership, setTrainingOptOut } from './workspace-repository.js';
import { workspaceView } from './workspace-view.js';

const membershipOf = (ctx: AppContext, caller: Caller) => findMembership(ctx.db, caller.workspaceId, caller.userId);

const isAdmin = async (ctx: AppContext, caller: Caller): Promise<boolean> => {
  const membership = await membershipOf(ctx, caller);
  return membership !== null && isWorkspaceAdmin(membership.role);
};

/** Tolerates a malformed percent-encoding by keeping the text as it came. */
const decodeParam = (value: string | undefined): string => {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return value ?? '';
  }
};

/** The session's workspace (its workspace_id claim), its admin flags, invites and the SSO look-up. */
export const workspaceOperations = (ctx: AppContext): OperationTable<
  'getWorkspace' | 'isWorkspaceAdmin' | 'canAccessWorkspaceSettings' | 'acceptWorkspaceInvite' | 'updateWorkspace' | 'findSsoProvider'
> => ({
  getWorkspace: securedOperation(async (_input, caller) => {
    const membership = await membershipOf(ctx, caller);
    return membership === null ? fail('workspace_not_found') : reply(workspaceView(membership));
  }),
  isWorkspaceAdmin: securedOperation(async (_input, caller) => reply({ is_admin: await isAdmin(ctx, caller) })),
  canAccessWorkspaceSettings: securedOperation(async (_input, caller) => reply({ can_access: await isAdmin(ctx, caller) })),
  acceptWorkspaceInvite: securedOperation(async ({ params }, caller) => okUnlessFailed(await acceptInvite(ctx, caller, decodeParam(params['code'])))),
  updateWorkspace: securedOperation(async ({ query }, caller) => {
    if (!(await isAdmin(ctx, caller))) return fail('admin_only');
    await setTrainingOptOut(ctx.db, caller.workspaceId, query['training_opt_out'] === true, ctx.clock.now());
    return ok();
  }),
  findSsoProvider: publicOperation(async ({ query }) => {
    const inviteCode = typeof query['invite_code'] === 'string' && query['invite_code'] !== '' ? query['invite_code'] : null;
    return reply({ provider: await findSsoProvider(ctx.db, String(query['email']), inviteCode) });
  }),
});
