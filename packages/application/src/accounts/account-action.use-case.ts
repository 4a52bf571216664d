import type { Observable } from 'rxjs';
import {
  concat, concatMap, defer, distinctUntilChanged, EMPTY, from, ignoreElements, map, mergeScan, of, shareReplay, startWith,
  Subject, take,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { APP_ROUTES, BROWSER_STORAGE_KEYS, closeActionDialog, type ActionQuery } from '@cadence/domain';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { AuthApi } from './auth-api.port.js';
import { runFirstStep } from './account-action-steps.js';
import {
  INITIAL_ACCOUNT_ACTION, reduceAccountAction,
  type AccountActionAnswer, type AccountActionCommand, type AccountActionEvent, type AccountActionIntent, type AccountActionState,
} from './account-action.reducer.js';
import type { AccountActionUseCase } from './account-action.types.js';
import type { SessionUseCase } from './session.types.js';

/** The ports and facts the account-action handler needs. */
export interface AccountActionDeps {
  readonly auth: AuthApi;
  readonly session: Pick<SessionUseCase, 'signIn'>;
  readonly storage: KeyValueStore;
  readonly notifications: Notifications;
  /** The app's origin, for the redirect rule on continueUrl. */
  readonly origin: string;
}

const effect = (run: () => void): Observable<never> =>
  defer(() => {
    run();
    return EMPTY;
  });

/**
 * The account-action handler (/app/action): the reducer decides, this runs its commands (storage, port calls,
 * notices) and feeds the answers back. Events are handled one at a time, each against the state the previous left.
 */
export const createAccountActionUseCase = (deps: AccountActionDeps): AccountActionUseCase => {
  const remember = (query: ActionQuery): void => {
    const kept = [
      [BROWSER_STORAGE_KEYS.internalCode, query.internalCode],
      [BROWSER_STORAGE_KEYS.newUser, query.newUser],
      [BROWSER_STORAGE_KEYS.inviteCode, query.inviteCode],
      [BROWSER_STORAGE_KEYS.coupon, query.coupon],
    ] as const;
    kept.forEach(([key, value]) => O.match(() => undefined, (v: string) => deps.storage.set(key, v))(value));
  };

  const leave = (continueUrl: string | null): void => {
    const stored = (key: string): string | null => O.toNullable(deps.storage.get(key));
    const input = { continueUrl, internalCode: stored(BROWSER_STORAGE_KEYS.internalCode), newUser: stored(BROWSER_STORAGE_KEYS.newUser) };
    const plan = closeActionDialog(input, deps.origin, APP_ROUTES.signIn);
    plan.storageKeysToClear.forEach((key) => deps.storage.remove(key));
    deps.notifications.notify({ type: 'navigate', to: plan.redirectTo });
  };

  const execute = (command: AccountActionCommand): Observable<AccountActionAnswer> => {
    switch (command.type) {
      case 'remember':
        return effect(() => remember(command.query));
      case 'notify':
        return effect(() => deps.notifications.notify(command.notice));
      case 'leave':
        return effect(() => leave(command.continueUrl));
      case 'runFirstStep':
        return runFirstStep(deps.auth, command.query).pipe(map((outcome) => ({ type: 'firstStepDone', outcome }) as const));
      case 'confirmPasswordReset':
        return deps.auth
          .confirmPasswordReset(command.code, command.password)
          .pipe(map((result) => ({ type: 'passwordReset', ok: E.isRight(result), password: command.password }) as const));
      case 'grantSupportAccess':
        return deps.auth.grantSignInRequest(command.code).pipe(map((result) => ({ type: 'supportAccessAnswered', result }) as const));
      case 'signIn':
        return deps.session.signIn(command.email, command.password).pipe(map(() => ({ type: 'followUpSignInDone' }) as const));
    }
  };

  /** One event: its state, then its commands in order, each answer played against the latest state. */
  const play = (state: AccountActionState, event: AccountActionEvent): Observable<AccountActionState> => {
    const step = reduceAccountAction(state, event);
    return concat(of(step.state), from(step.commands).pipe(concatMap(execute), mergeScan(play, step.state, 1)));
  };

  const intents = new Subject<AccountActionIntent>();
  // Not reference-counted: once used, the handler outlives its page, so a single-use code's call is never cut off.
  const state$ = intents.pipe(
    mergeScan(play, INITIAL_ACCOUNT_ACTION, 1),
    startWith(INITIAL_ACCOUNT_ACTION),
    shareReplay({ bufferSize: 1, refCount: false }),
  );

  /** Connects the handler first, so an intent sent before anyone watched the view is not lost. */
  const send = (intent: AccountActionIntent): Observable<void> =>
    concat(state$.pipe(take(1), ignoreElements()), effect(() => intents.next(intent)));

  return {
    view$: state$.pipe(map((state) => state.view), distinctUntilChanged()),
    start: (query, currentPath) => send({ type: 'start', query, location: currentPath }),
    submitNewPassword: (password, repeatedPassword) => send({ type: 'submitNewPassword', password, repeatedPassword }),
    grantSupportAccess: () => send({ type: 'grantSupportAccess' }),
    declineSupportAccess: () => send({ type: 'declineSupportAccess' }),
    close: () => send({ type: 'close' }),
  };
};
