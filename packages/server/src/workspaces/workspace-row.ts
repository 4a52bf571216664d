import type { WorkspaceRole } from '@cadence/domain';

/** A row of the workspaces table. */
export interface WorkspaceRow {
  readonly [column: string]: unknown;
  readonly workspace_id: string;
  readonly name: string;
  readonly owner_id: string;
  readonly tier: string;
  readonly status: string;
  readonly currency: string;
  readonly character_count: number;
  readonly character_limit: number;
  readonly voice_limit: number;
  readonly pvc_limit: number;
  readonly extra_pvc_slots: number;
  readonly max_seats: number | null;
  readonly session_inactivity_timeout: number | null;
  readonly training_opt_out: boolean;
  readonly training_opt_out_at_ms: number | null;
  readonly mfa_required_for_users: boolean;
  readonly created_at_ms: number;
  readonly billing_period: string;
  /** A JSON array of tier names (jsonb). */
  readonly previously_subscribed_tiers: unknown;
  readonly usage_anchor_ms: number | null;
  readonly character_count_reset_at_ms: number | null;
}

/** A workspace together with the role the reader has in it. */
export interface Membership {
  readonly workspace: WorkspaceRow;
  readonly role: WorkspaceRole;
}
