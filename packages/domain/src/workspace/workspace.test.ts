import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { hasRoleAtLeast, isEditorOrAdmin, isWorkspaceAdmin, parseWorkspaceRole } from './workspace-roles.js';
import { isInternalStaff } from './internal-staff.js';
import { CHAPTER_DEFAULTS, PROJECT_DEFAULTS, WORKSPACE_DEFAULTS, withProjectDefaults } from './entity-defaults.js';
import { inviteAcceptanceOutcome } from './workspace-invite.js';

describe('workspace roles', () => {
  it('puts admin above editor', () => {
    expect(hasRoleAtLeast('admin', 'editor')).toBe(true);
    expect(hasRoleAtLeast('editor', 'admin')).toBe(false);
    expect(hasRoleAtLeast('editor', 'editor')).toBe(true);
    expect(isEditorOrAdmin('editor')).toBe(true);
    expect(isEditorOrAdmin('admin')).toBe(true);
    expect(isEditorOrAdmin(null)).toBe(false);
    expect(isWorkspaceAdmin('admin')).toBe(true);
    expect(isWorkspaceAdmin('editor')).toBe(false);
    expect(parseWorkspaceRole('owner')).toEqual(O.none);
    expect(parseWorkspaceRole('admin')).toEqual(O.some('admin'));
  });
});

describe('internal staff', () => {
  const domains = ['cadence.example', 'Staff.Cadence.Example'];

  it('is detected by e-mail domain, case-insensitively and exactly', () => {
    expect(isInternalStaff('ana@cadence.example', domains)).toBe(true);
    expect(isInternalStaff('Ana@CADENCE.EXAMPLE', domains)).toBe(true);
    expect(isInternalStaff('bo@staff.cadence.example', domains)).toBe(true);
    expect(isInternalStaff('eve@evil-cadence.example', domains)).toBe(false);
    expect(isInternalStaff('eve@cadence.example.evil.example', domains)).toBe(false);
    expect(isInternalStaff('eve@sub.cadence.example', domains)).toBe(false);
    expect(isInternalStaff('cadence.example@evil.example', domains)).toBe(false);
    expect(isInternalStaff('@cadence.example', domains)).toBe(false);
    expect(isInternalStaff('ana@cadence.example', [])).toBe(false);
  });
});

describe('entity defaults', () => {
  it('matches the spec entity list', () => {
    expect(PROJECT_DEFAULTS).toEqual({
      state: 'default',
      project_settings: { continue_playing: false },
      title: null,
      author: null,
      isbn_number: null,
      description: '',
      genres: [],
      cover_image_url: '',
      target_audience: 'all ages',
      mature_content: false,
      acx_volume_normalization: false,
      quality_preset: 'standard',
      added_to_queue_at_unix: 0,
      queue_position: null,
    });
    expect(CHAPTER_DEFAULTS).toEqual({ state: 'default' });
    expect(WORKSPACE_DEFAULTS).toEqual({
      subscription: { status: 'free' },
      storing_shared_files_on_user: true,
      mfa_required_for_users: false,
    });
  });

  it('lays given fields over the defaults', () => {
    expect(withProjectDefaults({ title: 'Moby Dick', queue_position: 3 })).toEqual({
      ...PROJECT_DEFAULTS,
      title: 'Moby Dick',
      queue_position: 3,
    });
  });
});

describe('workspace invite', () => {
  it('forces a token refresh on success and returns the error body on failure', () => {
    expect(inviteAcceptanceOutcome({ status: 200, body: {} })).toEqual({ _tag: 'Accepted', forceTokenRefresh: true });
    const body = { detail: { message: 'Invite expired' } };
    expect(inviteAcceptanceOutcome({ status: 400, body })).toEqual({ _tag: 'Failed', errorBody: body });
    expect(inviteAcceptanceOutcome({ status: 500, body: null })).toEqual({ _tag: 'Failed', errorBody: null });
  });
});
