import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { ACTION_DIALOG_STATES, reduceActionDialog, type ActionDialogEvent, type ActionDialogState } from './action-dialog.js';
import { ACTION_MODES, parseActionQuery } from './action-query.js';
import { closeActionDialog } from './close-redirect.js';

const state = fc.constantFrom(...ACTION_DIALOG_STATES);
const event: fc.Arbitrary<ActionDialogEvent> = fc.oneof(
  fc.boolean().map((ok) => ({ type: 'codeChecked' as const, ok })),
  fc.boolean().map((ok) => ({ type: 'passwordSubmitted' as const, ok })),
  fc.boolean().map((ok) => ({ type: 'optOut' as const, ok })),
  fc.constant({ type: 'verifyEmail' as const }),
  fc.constant({ type: 'supportAccessRequested' as const }),
  fc.constant({ type: 'close' as const }),
);

describe('account-action properties', () => {
  it('property: the dialog reducer never leaves the known state set', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let current: ActionDialogState = 'none';
        for (const next of events) {
          current = reduceActionDialog(current, next);
          expect(ACTION_DIALOG_STATES).toContain(current);
        }
      }),
    );
  });

  it('property: closing from any state returns to none', () => {
    fc.assert(fc.property(state, (from) => reduceActionDialog(from, { type: 'close' }) === 'none'));
  });

  it('property: a password submission moves only the open password form', () => {
    fc.assert(
      fc.property(state, fc.boolean(), (from, ok) => {
        const next = reduceActionDialog(from, { type: 'passwordSubmitted', ok });
        expect(next === from).toBe(from !== 'changePassword');
      }),
    );
  });

  it('property: a mode outside the five known ones is always the unknown-mode error', () => {
    fc.assert(
      fc.property(fc.string(), (mode) => {
        const result = parseActionQuery({ mode });
        expect(E.isRight(result)).toBe((ACTION_MODES as readonly string[]).includes(mode));
        if (E.isLeft(result)) expect(result.left.message).toBe('Unknown received for firebase handler');
      }),
    );
  });

  it('property: the close redirect always stays on the site and carries the internal code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constant('/app/sign-in')), fc.string(), (continueUrl, code) => {
        const plan = closeActionDialog(
          { continueUrl, internalCode: code, newUser: null },
          'https://cadence.example',
          '/app/home',
        );
        expect(plan.redirectTo.startsWith('/') && !plan.redirectTo.startsWith('//')).toBe(true);
        expect(plan.redirectTo).toContain(`internalCode=${encodeURIComponent(code)}`);
        expect(plan.storageKeysToClear).toEqual(['xi:internalCode', 'xi:newUser']);
      }),
    );
  });
});
