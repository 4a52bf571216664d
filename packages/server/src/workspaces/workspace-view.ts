import { unixSeconds } from '../clock.js';
import { subscriptionView, workspaceSeats } from './subscription-view.js';
import type { Membership } from './workspace-row.js';

/** The contract's Workspace, as seen by one of its members. */
export const workspaceView = ({ workspace, role }: Membership) => ({
  workspace_id: workspace.workspace_id,
  name: workspace.name,
  owner_id: workspace.owner_id,
  role,
  subscription: subscriptionView(workspace),
  created_at_unix: unixSeconds(workspace.created_at_ms),
  max_seats: workspaceSeats(workspace),
  session_inactivity_timeout: workspace.session_inactivity_timeout,
  training_opt_out: {
    training_opt_out: workspace.training_opt_out,
    timestamp_unix: workspace.training_opt_out_at_ms === null ? null : unixSeconds(workspace.training_opt_out_at_ms),
  },
  mfa_required_for_users: workspace.mfa_required_for_users,
});
