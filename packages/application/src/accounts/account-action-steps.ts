import type { Observable } from 'rxjs';
import { map, of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  classifyResetCodeFailure, firstActionStep, resetCodeCheckMessage, type ActionDialogEvent, type ActionQuery,
  type ResetCodeFailureReason,
} from '@cadence/domain';
import type { AuthApi, AuthError } from './auth-api.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notice } from '../shared/notifications.port.js';

/** What the first step of a mode led to. */
export interface FirstStepOutcome {
  readonly event: ActionDialogEvent | null;
  readonly email: string | null;
  readonly formError: string | null;
  readonly toast: Notice | null;
}

/** A first step that changes nothing (recoverEmail). */
export const NOTHING: FirstStepOutcome = { event: null, email: null, formError: null, toast: null };

const failureReason = (error: AuthError): ResetCodeFailureReason =>
  error._tag === 'RateLimited' ? 'too-many-requests' : error._tag === 'InvalidActionCode' ? 'invalid-action-code' : 'other';

const checkResetCode = (auth: AuthApi, code: string): Observable<FirstStepOutcome> =>
  auth.checkActionCode(code).pipe(
    map(
      E.match(
        (error): FirstStepOutcome => ({
          ...NOTHING,
          event: { type: 'codeChecked', ok: false },
          formError: O.toNullable(resetCodeCheckMessage(classifyResetCodeFailure(failureReason(error)))),
        }),
        ({ email }): FirstStepOutcome => ({ ...NOTHING, event: { type: 'codeChecked', ok: true }, email }),
      ),
    ),
  );

const verifyEmail = (auth: AuthApi, code: string, query: ActionQuery): Observable<FirstStepOutcome> =>
  auth.verifyEmail(code, O.toNullable(query.continueUrl), query.lang).pipe(
    map((result) => ({
      ...NOTHING,
      event: { type: 'verifyEmail' } as const,
      toast: E.isLeft(result) ? toast('error', failureMessage(result.left)) : null,
    })),
  );

const optOut = (auth: AuthApi, code: string): Observable<FirstStepOutcome> =>
  auth.optOutOfUpdates(code).pipe(map((result) => ({ ...NOTHING, event: { type: 'optOut', ok: E.isRight(result) } as const })));

/**
 * Runs the first step of the query's mode: opt out, check the reset code, verify the e-mail (the dialog opens
 * whatever the outcome), ask for support access, or nothing (recoverEmail). A step that needs a code and has none
 * fails like a wrong code would.
 */
export const runFirstStep = (auth: AuthApi, query: ActionQuery): Observable<FirstStepOutcome> => {
  const step = firstActionStep(query.mode);
  const code = O.getOrElse(() => '')(query.actionCode);
  switch (step) {
    case 'nothing':
      return of(NOTHING);
    case 'askSupportAccess':
      return of({ ...NOTHING, event: { type: 'supportAccessRequested' } });
    case 'checkResetCode':
      return code === '' ? of({ ...NOTHING, event: { type: 'codeChecked', ok: false } }) : checkResetCode(auth, code);
    case 'verifyEmail':
      return verifyEmail(auth, code, query);
    case 'optOutOfUpdates':
      return code === '' ? of({ ...NOTHING, event: { type: 'optOut', ok: false } }) : optOut(auth, code);
  }
};
