export {
  WORKSPACE_ROLES,
  isWorkspaceRole,
  parseWorkspaceRole,
  workspaceRoleRank,
  hasRoleAtLeast,
  isEditorOrAdmin,
  isWorkspaceAdmin,
  type WorkspaceRole,
} from './workspace-roles.js';
export { isInternalStaff } from './internal-staff.js';
export {
  DEFAULT_ENTITY_STATE,
  PROJECT_SETTINGS_DEFAULTS,
  PROJECT_DEFAULTS,
  CHAPTER_DEFAULTS,
  WORKSPACE_DEFAULTS,
  withProjectDefaults,
  type ProjectSettings,
  type ProjectDefaultedFields,
} from './entity-defaults.js';
export {
  TRAINING_OPT_OUT_TOOLTIP_DELAY_MS,
  isTrainingOptOutConfirmDisabled,
  isTrainingOptOutSwitchDisabled,
  trainingOptOutDialogResult,
  type TrainingOptOutDialog,
  type TrainingOptOutDialogExit,
} from './training-opt-out.js';
export { inactivityTimeoutMs, isSessionExpired, type InactivityCheck } from './session-timeout.js';
export {
  inviteAcceptanceOutcome,
  type InviteAcceptanceOutcome,
  type InviteAcceptanceResponse,
} from './workspace-invite.js';
