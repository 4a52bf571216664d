import type { Observable } from 'rxjs';
import { map, of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  classifyResetCodeFailure, firstActionStep, type ActionDialogEvent, type ActionQuery, type ResetCodeCheckError,
  type ResetCodeFailureReason,
} from '@cadence/domain';
import type { AuthApi, AuthError } from './auth-api.port.js';

/** What the first step of a mode led to: the dialog to open, the reset code's e-mail, and why the step failed. */
export interface FirstStepOutcome {
  readonly event: ActionDialogEvent | null;
  readonly email: string | null;
  /** The spec's failure status, which the dialog's words follow (null when the step did not fail). */
  readonly failure: ResetCodeCheckError | null;
}

/** A first step that changes nothing (recoverEmail). */
export const NOTHING: FirstStepOutcome = { event: null, email: null, failure: null };

const failureReason = (error: AuthError): ResetCodeFailureReason =>
  error._tag === 'RateLimited' ? 'too-many-requests' : error._tag === 'InvalidActionCode' ? 'invalid-action-code' : 'other';

const checkResetCode = (auth: AuthApi, code: string): Observable<FirstStepOutcome> =>
  auth.checkActionCode(code).pipe(
    map(
      E.match(
        (error): FirstStepOutcome => ({
          ...NOTHING,
          event: { type: 'codeChecked', ok: false },
          failure: classifyResetCodeFailure(failureReason(error)),
        }),
        ({ email }): FirstStepOutcome => ({ ...NOTHING, event: { type: 'codeChecked', ok: true }, email }),
      ),
    ),
  );

/** The verification dialog opens whatever the outcome; a failure is the spec's unknownError, said in the dialog only. */
const verifyEmail = (auth: AuthApi, code: string, query: ActionQuery): Observable<FirstStepOutcome> =>
  auth.verifyEmail(code, O.toNullable(query.continueUrl), query.lang).pipe(
    map((result) => ({ ...NOTHING, event: { type: 'verifyEmail' } as const, failure: E.isLeft(result) ? 'unknownError' : null })),
  );

const optOut = (auth: AuthApi, code: string): Observable<FirstStepOutcome> =>
  auth.optOutOfUpdates(code).pipe(
    map((result) => ({ ...NOTHING, event: { type: 'optOut', ok: E.isRight(result) } as const, failure: E.isLeft(result) ? 'unknownError' : null })),
  );

/**
 * Runs the first step of the query's mode: opt out, check the reset code, verify the e-mail (the dialog opens
 * whatever the outcome), ask for support access, or nothing (recoverEmail). A step that needs a code and has none
 * fails like a wrong code would, without a call.
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
      return code === '' ? of({ ...NOTHING, event: { type: 'codeChecked', ok: false }, failure: 'invalidActionCode' }) : checkResetCode(auth, code);
    case 'verifyEmail':
      return code === '' ? of({ ...NOTHING, event: { type: 'verifyEmail' }, failure: 'unknownError' }) : verifyEmail(auth, code, query);
    case 'optOutOfUpdates':
      return code === '' ? of({ ...NOTHING, event: { type: 'optOut', ok: false }, failure: 'unknownError' }) : optOut(auth, code);
  }
};
