import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TOKEN_REFRESH_INTERVAL_MS, SIGN_OUT_DEBOUNCE_MS, refreshesTokenPeriodically } from './session-timing.js';
import { sessionWorkspace } from './session-workspace.js';

describe('session timing', () => {
  it('refreshes every 300000 ms once the e-mail is verified and debounces sign-out by 1000 ms', () => {
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(300000);
    expect(SIGN_OUT_DEBOUNCE_MS).toBe(1000);
    expect(refreshesTokenPeriodically(true)).toBe(true);
    expect(refreshesTokenPeriodically(false)).toBe(false);
  });
});

describe('session workspace', () => {
  it('uses the workspace-id claim when present', () => {
    expect(sessionWorkspace('ws_team', 'ws_own')).toEqual({ workspaceId: 'ws_team', fellBack: false });
  });
  it("falls back to the user's workspace when the claim is missing or blank", () => {
    expect(sessionWorkspace(null, 'ws_own')).toEqual({ workspaceId: 'ws_own', fellBack: true });
    expect(sessionWorkspace('  ', 'ws_own')).toEqual({ workspaceId: 'ws_own', fellBack: true });
  });
  it('property: the session workspace is the claim exactly when the claim is non-blank, else the user workspace', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string(), (claim, own) => {
        const resolved = sessionWorkspace(claim, own);
        const usable = claim !== null && claim.trim() !== '';
        return resolved.fellBack === !usable && resolved.workspaceId === (usable ? claim : own);
      }),
    );
  });
});
