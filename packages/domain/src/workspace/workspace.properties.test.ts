import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { WORKSPACE_ROLES, hasRoleAtLeast, isEditorOrAdmin, isWorkspaceAdmin, workspaceRoleRank } from './workspace-roles.js';
import { isTrainingOptOutConfirmDisabled } from './training-opt-out.js';
import { isSessionExpired } from './session-timeout.js';
import { isInternalStaff } from './internal-staff.js';

const role = fc.constantFrom(...WORKSPACE_ROLES);

describe('workspace properties', () => {
  it('property: the role order is consistent (reflexive, antisymmetric, transitive, admin on top)', () => {
    fc.assert(
      fc.property(role, role, role, (a, b, c) => {
        expect(hasRoleAtLeast(a, a)).toBe(true);
        if (a !== b) expect(hasRoleAtLeast(a, b)).not.toBe(hasRoleAtLeast(b, a));
        if (hasRoleAtLeast(a, b) && hasRoleAtLeast(b, c)) expect(hasRoleAtLeast(a, c)).toBe(true);
        expect(hasRoleAtLeast('admin', a)).toBe(true);
        expect(isWorkspaceAdmin(a)).toBe(hasRoleAtLeast(a, 'admin'));
        expect(isEditorOrAdmin(a)).toBe(workspaceRoleRank(a) >= workspaceRoleRank('editor'));
      }),
    );
  });

  it('property: the opt-out confirm button is enabled exactly when the switch differs from the setting', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (currentSetting, switchValue, canChange) =>
        isTrainingOptOutConfirmDisabled({ currentSetting, switchValue, canChange }) === (currentSetting === switchValue),
      ),
    );
  });

  it('property: an expired session stays expired as time goes on', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -10, max: 100_000 }), { nil: null }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.nat({ max: 2 ** 30 }),
        fc.nat({ max: 2 ** 30 }),
        (timeoutSeconds, lastActivityUnixMs, elapsed, later) => {
          const at = (nowUnixMs: number) => isSessionExpired({ timeoutSeconds, lastActivityUnixMs, nowUnixMs });
          if (at(lastActivityUnixMs + elapsed)) expect(at(lastActivityUnixMs + elapsed + later)).toBe(true);
          expect(at(lastActivityUnixMs + elapsed)).toBe(timeoutSeconds !== null && timeoutSeconds > 0 && elapsed >= timeoutSeconds * 1000);
        },
      ),
    );
  });

  it('property: a staff domain only matches an address whose whole domain equals it', () => {
    fc.assert(
      fc.property(fc.domain(), fc.domain(), fc.stringMatching(/^[a-z0-9._-]{1,10}$/), (staff, other, local) => {
        expect(isInternalStaff(`${local}@${staff}`, [staff])).toBe(true);
        expect(isInternalStaff(`${local}@${other}`, [staff])).toBe(other.toLowerCase() === staff.toLowerCase());
        expect(isInternalStaff(`${local}@x${staff}`, [staff])).toBe(false);
      }),
    );
  });
});
