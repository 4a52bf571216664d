import type {
  AccessFlags,
  AccountActionEffect,
  AccountActionUseCase,
  AccountActionView,
  BillingEffect,
  ExternalNavigator,
  ForgotPasswordUseCase,
  HttpError,
  KeyValueStore,
  PlanScreenUseCase,
  PlanScreenView,
  SessionState,
  SessionUseCase,
  SignUpError,
  SignUpInput,
  StoredCouponUseCase,
  SubscriptionPageUseCase,
  SubscriptionPageView,
  UsageUseCase,
  PayoutsUseCase,
  UsageView,
  UserProfile,
  WorkspaceView,
} from '@cadence/application';
import { APP_ROUTES, routeRedirect, type BillingPeriodChoice, type CloseActionPlan, type PlanTier } from '@cadence/domain';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { BehaviorSubject, defer, distinctUntilChanged, EMPTY, from, map, of, Subject, type Observable } from 'rxjs';

/** Fakes of the use-cases and ports: plain objects on RxJS subjects that record the intents they receive. */

export const USER: UserProfile = {
  userId: 'user-1',
  workspaceId: 'ws-1',
  email: 'ada@example.com',
  emailVerified: true,
  firstName: null,
  ccpaOptOut: false,
  acceptedBipaTerms: false,
  isInProbation: false,
  geoLocation: { country: null, region: null, city: null },
};

export const WORKSPACE: WorkspaceView = {
  workspaceId: 'ws-1',
  name: 'Analytical Engines',
  role: 'admin',
  tier: 'creator',
  subscriptionStatus: 'active',
  sessionInactivityTimeoutSeconds: null,
};

const ACCESS: AccessFlags = { isAdmin: true, canAccessWorkspaceSettings: true, hasAlphaAccess: false };

export const SIGNED_IN: SessionState = { status: 'signedIn', user: USER, workspace: WORKSPACE, access: ACCESS };
export const SIGNED_OUT: SessionState = { status: 'signedOut' };

/** A session whose state is a subject; sign-in succeeds (and signs in) unless `signInAnswer` says otherwise. */
export const createFakeSession = (initial: SessionState = SIGNED_OUT) => {
  const state = new BehaviorSubject<SessionState>(initial);
  const calls = { signIn: [] as (readonly [string, string])[], signUp: [] as SignUpInput[], signOut: 0 };
  const fake = {
    state,
    calls,
    signInAnswer: (): E.Either<HttpError, void> => E.right(undefined),
    signUpAnswer: (): E.Either<SignUpError, void> => E.right(undefined),
  };
  const session: SessionUseCase = {
    state$: state.asObservable(),
    loggedIn$: state.pipe(
      map((s) => (s.status === 'unknown' ? null : s.status === 'signedIn')),
      distinctUntilChanged(),
    ),
    signIn: (email, password) =>
      defer(() => {
        calls.signIn.push([email, password]);
        const answer = fake.signInAnswer();
        if (E.isRight(answer)) state.next(SIGNED_IN);
        return of(answer);
      }),
    signUp: (input) =>
      defer(() => {
        calls.signUp.push(input);
        return of(fake.signUpAnswer());
      }),
    signOut: () =>
      defer(() => {
        calls.signOut += 1;
        state.next(SIGNED_OUT);
        return of(undefined);
      }),
    refresh: () => of(E.right(undefined)),
  };
  return Object.assign(fake, { session });
};

export const NO_DIALOG: AccountActionView = {
  dialog: 'none',
  copy: null,
  email: null,
  submitting: false,
  formError: null,
  modeError: null,
};

/** The account-action handler: its view and effects are subjects; intents are recorded. */
export const createFakeAccountAction = () => {
  const view = new BehaviorSubject<AccountActionView>(NO_DIALOG);
  const effects = new Subject<AccountActionEffect>();
  const calls = {
    start: [] as (readonly [Readonly<Record<string, string | undefined>>, string])[],
    submitNewPassword: [] as (readonly [string, string])[],
    grantSupportAccess: 0,
    declineSupportAccess: 0,
    close: 0,
  };
  const record = (effect: () => void): Observable<void> =>
    defer(() => {
      effect();
      return EMPTY;
    });
  const plan: CloseActionPlan = { redirectTo: routeRedirect(APP_ROUTES.signIn), storageKeysToClear: [] };
  const accountAction: AccountActionUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    start: (query, currentPath) => record(() => calls.start.push([query, currentPath])),
    submitNewPassword: (password, repeat) => record(() => calls.submitNewPassword.push([password, repeat])),
    grantSupportAccess: () => record(() => (calls.grantSupportAccess += 1)),
    declineSupportAccess: () => record(() => (calls.declineSupportAccess += 1)),
    close: () =>
      defer(() => {
        calls.close += 1;
        return of(plan);
      }),
  };
  return { view, effects, calls, accountAction };
};

/** Forgot password: answers what `answer` says and records the requests. */
export const createFakeForgotPassword = () => {
  const fake = {
    calls: [] as (readonly [string, string])[],
    answer: (): E.Either<string, void> => E.right(undefined),
  };
  const forgotPassword: ForgotPasswordUseCase = {
    request: (email, continueUrl) =>
      defer(() => {
        fake.calls.push([email, continueUrl]);
        return of(fake.answer());
      }),
  };
  return Object.assign(fake, { forgotPassword });
};

/** The stored coupon: emits the effects the test queues, once per subscription. */
export const createFakeStoredCoupon = (effects: readonly AccountActionEffect[] = []) => {
  const fake = { applied: 0 };
  const storedCoupon: StoredCouponUseCase = {
    applyOnce: () =>
      defer(() => {
        fake.applied += 1;
        return from(effects);
      }),
  };
  return Object.assign(fake, { storedCoupon });
};

const recorded = (effect: () => void): Observable<void> =>
  defer(() => {
    effect();
    return EMPTY;
  });

/** The plan screen: its view and effects are subjects; intents are recorded. */
export const createFakePlanScreen = (initial: PlanScreenView) => {
  const view = new BehaviorSubject<PlanScreenView>(initial);
  const effects = new Subject<BillingEffect>();
  const calls = { selectBillingPeriod: [] as BillingPeriodChoice[], press: [] as PlanTier[], confirmChange: 0, dismissChange: 0 };
  const planScreen: PlanScreenUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    selectBillingPeriod: (choice) => calls.selectBillingPeriod.push(choice),
    press: (tier) => recorded(() => calls.press.push(tier)),
    confirmChange: () => recorded(() => (calls.confirmChange += 1)),
    dismissChange: () => (calls.dismissChange += 1),
  };
  return { view, effects, calls, planScreen };
};

/** The subscription page: its view and effects are subjects; intents are recorded. */
export const createFakeSubscriptionPage = (initial: SubscriptionPageView) => {
  const view = new BehaviorSubject<SubscriptionPageView>(initial);
  const effects = new Subject<BillingEffect>();
  const calls = {
    reload: 0,
    openPortal: 0,
    updatePaymentMethod: 0,
    cancelSubscription: 0,
    renewSubscription: 0,
    applyPromocode: [] as string[],
    removePromocode: 0,
  };
  const subscriptionPage: SubscriptionPageUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    reload: () => (calls.reload += 1),
    openPortal: () => recorded(() => (calls.openPortal += 1)),
    updatePaymentMethod: () => recorded(() => (calls.updatePaymentMethod += 1)),
    cancelSubscription: () => recorded(() => (calls.cancelSubscription += 1)),
    renewSubscription: () => recorded(() => (calls.renewSubscription += 1)),
    applyPromocode: (code) => recorded(() => calls.applyPromocode.push(code)),
    removePromocode: () => (calls.removePromocode += 1),
  };
  return { view, effects, calls, subscriptionPage };
};

/** The usage page: its view and effects are subjects; intents are recorded. */
export const createFakeUsage = (initial: UsageView) => {
  const view = new BehaviorSubject<UsageView>(initial);
  const effects = new Subject<BillingEffect>();
  const calls = { reload: 0, extendLimit: [] as number[] };
  const usage: UsageUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    reload: () => (calls.reload += 1),
    extendLimit: (newLimit) => recorded(() => calls.extendLimit.push(newLimit)),
  };
  return { view, effects, calls, usage };
};

/** Payouts: effects are a subject; intents are recorded. */
export const createFakePayouts = () => {
  const effects = new Subject<BillingEffect>();
  const calls = { setUp: 0, manage: 0 };
  const payouts: PayoutsUseCase = {
    effects$: effects.asObservable(),
    setUp: () => recorded(() => (calls.setUp += 1)),
    manage: () => recorded(() => (calls.manage += 1)),
  };
  return { effects, calls, payouts };
};

/** Leaving the app: records the addresses instead of loading them. */
export class RecordingExternalNavigator implements ExternalNavigator {
  readonly visited: string[] = [];
  assign(url: string): void {
    this.visited.push(url);
  }
}

/** Browser storage in a map. */
export class InMemoryKeyValueStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  get(key: string): O.Option<string> {
    return O.fromNullable(this.entries.get(key));
  }
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
  keys(): readonly string[] {
    return [...this.entries.keys()];
  }
}
