import type { Observable} from 'rxjs';
import { BehaviorSubject, defer, EMPTY, map, of, Subject, switchMap, tap, finalize } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  ACTION_DIALOG_COPY, APP_ROUTES, BROWSER_STORAGE_KEYS, closeActionDialog, newPasswordFormErrorMessage, parseActionQuery,
  reduceActionDialog, shouldHandleAction, SUPPORT_ACCESS_EXIT_PATH, SUPPORT_ACCESS_GRANTED_MESSAGE, validateNewPasswordForm,
  type ActionDialogEvent, type ActionQuery, type CloseActionPlan, type RawQuery,
} from '@cadence/domain';
import type { AuthApi } from './auth-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { AccountActionEffect, AccountActionUseCase, AccountActionView } from './account-action.types.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import { runFirstStep } from './account-action-steps.js';
import type { SessionUseCase } from './session.types.js';

/** The ports and facts the account-action handler needs. */
export interface AccountActionDeps {
  readonly auth: AuthApi;
  readonly session: Pick<SessionUseCase, 'signIn' | 'refresh'>;
  readonly storage: KeyValueStore;
  /** The app's origin, for the redirect rule on continueUrl. */
  readonly origin: string;
}

const INITIAL: AccountActionView = { dialog: 'none', copy: null, email: null, submitting: false, formError: null, modeError: null };

/** The account-action handler (/app/action): first step by mode, the domain's dialog machine, close and redirect. */
export const createAccountActionUseCase = (deps: AccountActionDeps): AccountActionUseCase => {
  const view = new BehaviorSubject<AccountActionView>(INITIAL);
  const effects = new Subject<AccountActionEffect>();
  let query: ActionQuery | null = null;
  let lastHandledPath: string | null = null;
  let newPassword: string | null = null;

  const patch = (next: Partial<AccountActionView>): void => view.next({ ...view.value, ...next });
  const dispatch = (event: ActionDialogEvent): void => {
    const dialog = reduceActionDialog(view.value.dialog, event);
    patch({ dialog, copy: dialog === 'none' ? null : ACTION_DIALOG_COPY[dialog] });
  };
  const busy = <T>(work: Observable<T>): Observable<T> =>
    defer(() => {
      patch({ submitting: true });
      return work.pipe(finalize(() => patch({ submitting: false })));
    });
  const remember = (q: ActionQuery): void => {
    if (O.isSome(q.internalCode)) deps.storage.set(BROWSER_STORAGE_KEYS.internalCode, q.internalCode.value);
    if (O.isSome(q.newUser)) deps.storage.set(BROWSER_STORAGE_KEYS.newUser, q.newUser.value);
    if (O.isSome(q.inviteCode)) deps.storage.set(BROWSER_STORAGE_KEYS.inviteCode, q.inviteCode.value);
    if (O.isSome(q.coupon)) deps.storage.set(BROWSER_STORAGE_KEYS.coupon, q.coupon.value);
  };

  const start = (raw: RawQuery, currentPath: string): Observable<void> =>
    defer(() => {
      if (!shouldHandleAction(currentPath, lastHandledPath)) return EMPTY;
      lastHandledPath = currentPath;
      const parsed = parseActionQuery(raw);
      if (E.isLeft(parsed)) {
        patch({ modeError: parsed.left.message });
        return EMPTY;
      }
      query = parsed.right;
      remember(parsed.right);
      return busy(runFirstStep(deps.auth, parsed.right)).pipe(
        map((outcome) => {
          if (outcome.email !== null) patch({ email: outcome.email });
          if (outcome.formError !== null) patch({ formError: outcome.formError });
          if (outcome.toast !== null) effects.next(outcome.toast);
          if (outcome.event !== null) dispatch(outcome.event);
        }),
      );
    });

  const submitNewPassword = (password: string, repeatedPassword: string): Observable<void> =>
    defer(() => {
      const checked = validateNewPasswordForm({ password, repeatedPassword });
      if (E.isLeft(checked)) {
        patch({ formError: newPasswordFormErrorMessage(checked.left) });
        return EMPTY;
      }
      const code = query === null ? O.none : query.actionCode;
      if (O.isNone(code)) return EMPTY;
      patch({ formError: null });
      return busy(deps.auth.confirmPasswordReset(code.value, password)).pipe(
        map((result) => {
          if (E.isRight(result)) newPassword = password;
          dispatch({ type: 'passwordSubmitted', ok: E.isRight(result) });
        }),
      );
    });

  const grantSupportAccess = (): Observable<void> =>
    defer(() => {
      const code = query === null ? O.none : query.actionCode;
      if (O.isNone(code)) return EMPTY;
      return busy(deps.auth.grantSignInRequest(code.value)).pipe(
        map((result) => {
          dispatch({ type: 'close' });
          if (E.isLeft(result)) {
            effects.next({ type: 'toast', kind: 'error', message: toastMessageFor(result.left) });
            return;
          }
          effects.next({ type: 'toast', kind: 'success', message: SUPPORT_ACCESS_GRANTED_MESSAGE });
          effects.next({ type: 'navigate', to: SUPPORT_ACCESS_EXIT_PATH });
        }),
      );
    });

  const declineSupportAccess = (): Observable<void> =>
    defer(() => {
      dispatch({ type: 'close' });
      effects.next({ type: 'navigate', to: SUPPORT_ACCESS_EXIT_PATH });
      return EMPTY;
    });

  const followUpSignIn = (): Observable<unknown> => {
    const email = view.value.email;
    if (view.value.dialog !== 'changePasswordSucceeded' || email === null || newPassword === null) return of(null);
    return busy(deps.session.signIn(email, newPassword));
  };

  const close = (): Observable<CloseActionPlan> =>
    followUpSignIn().pipe(
      switchMap(() => {
        const plan = closeActionDialog(
          {
            continueUrl: query === null ? O.none : query.continueUrl,
            internalCode: deps.storage.get(BROWSER_STORAGE_KEYS.internalCode),
            newUser: deps.storage.get(BROWSER_STORAGE_KEYS.newUser),
          },
          deps.origin,
          APP_ROUTES.signIn,
        );
        plan.storageKeysToClear.forEach((key) => deps.storage.remove(key));
        dispatch({ type: 'close' });
        newPassword = null;
        effects.next({ type: 'navigate', to: plan.redirectTo });
        return of(plan);
      }),
      tap({ complete: () => patch({ formError: null }) }),
    );

  return {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    start,
    submitNewPassword,
    grantSupportAccess,
    declineSupportAccess,
    close,
  };
};
