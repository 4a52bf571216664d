// In-memory fakes of the ports, for the use-case tests (not exported from the package).
import { of, Subject, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import type { AccountApi, UserProfile, WorkspaceView } from '../account-api.port.js';
import type { AuthApi } from '../auth-api.port.js';
import type { ApiResult } from '../../shared/http-error.js';
import type { SessionStore } from '../session-store.port.js';
import type { SessionTokens } from '../session-tokens.js';
import type { TabChannel, TabMessage } from '../tab-channel.port.js';
import type { Subscription } from '@cadence/domain';
import type { BillingApi, SubscriptionDetails } from '../../billing/billing-api.port.js';

export const tokens = (overrides: Partial<SessionTokens> = {}): SessionTokens => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAtMs: 900_000,
  userId: 'user_1',
  email: 'ada@example.com',
  emailVerified: true,
  workspaceIdClaim: 'ws_1',
  ...overrides,
});

export const user: UserProfile = {
  userId: 'user_1',
  workspaceId: 'ws_1',
  email: 'ada@example.com',
  emailVerified: true,
  firstName: 'Ada',
  ccpaOptOut: false,
  acceptedBipaTerms: false,
  isInProbation: false,
  geoLocation: { country: null, region: null, city: null },
};

export const workspace = (timeoutSeconds: number | null = null): WorkspaceView => ({
  workspaceId: 'ws_1',
  name: "Ada's workspace",
  role: 'admin',
  tier: 'free',
  subscriptionStatus: 'free',
  sessionInactivityTimeoutSeconds: timeoutSeconds,
});

const ok = <T>(value: T): Observable<ApiResult<T>> => of(E.right(value));

/** An AuthApi whose every call succeeds and is recorded; override single calls per test. */
export const fakeAuth = (overrides: Partial<AuthApi> = {}): AuthApi & { readonly calls: string[] } => {
  const calls: string[] = [];
  const record = <T>(name: string, value: T) => (): Observable<ApiResult<T>> => {
    calls.push(name);
    return ok(value);
  };
  return {
    calls,
    preSignUp: record('preSignUp', undefined),
    signUp: record('signUp', tokens()),
    signIn: record('signIn', tokens()),
    refresh: record('refresh', tokens({ accessToken: 'access-2', refreshToken: 'refresh-2' })),
    signOut: record('signOut', undefined),
    sendVerificationEmail: record('sendVerificationEmail', undefined),
    sendPasswordResetEmail: record('sendPasswordResetEmail', undefined),
    checkActionCode: record('checkActionCode', { email: 'ada@example.com' }),
    confirmPasswordReset: record('confirmPasswordReset', undefined),
    verifyEmail: record('verifyEmail', undefined),
    optOutOfUpdates: record('optOutOfUpdates', undefined),
    grantSignInRequest: record('grantSignInRequest', undefined),
    ...overrides,
  };
};

export const fakeAccount = (ws: WorkspaceView = workspace()): AccountApi => ({
  getUser: () => ok(user),
  getWorkspace: () => ok(ws),
  isWorkspaceAdmin: () => ok(true),
  canAccessWorkspaceSettings: () => ok(true),
  hasAlphaAccess: () => ok(false),
  acceptWorkspaceInvite: () => ok(undefined),
  applyDiscount: (code) => ok({ code, percentOff: null, amountOffCents: null, durationInMonths: null }),
});

export const memorySessionStore = (initial: SessionTokens | null = null): SessionStore & { current: SessionTokens | null } => {
  const store = {
    current: initial,
    load: () => O.fromNullable(store.current),
    save: (t: SessionTokens) => { store.current = t; },
    clear: () => { store.current = null; },
  };
  return store;
};


export const fakeTabs = (): TabChannel & { readonly incoming: Subject<TabMessage>; readonly posted: TabMessage[] } => {
  const incoming = new Subject<TabMessage>();
  const posted: TabMessage[] = [];
  return { incoming, posted, messages$: incoming.asObservable(), post: (m) => { posted.push(m); } };
};

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  tier: 'creator',
  billingPeriod: 'monthly_period',
  status: 'active',
  currency: 'usd',
  cancelAtUnixSeconds: null,
  scheduleMetadata: null,
  previouslySubscribedTiers: [],
  ...overrides,
});

export const subscriptionDetails = (overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  subscription: subscription(),
  characterCount: 25_000,
  characterLimit: 100_000,
  canExtendCharacterLimit: true,
  allowedToExtendCharacterLimit: true,
  maxCharacterLimitExtension: 0,
  nextCharacterCountResetUnix: 1_798_000_000,
  voiceLimit: 30,
  professionalVoiceLimit: 1,
  nextInvoice: { amountDueCents: 2_200, nextPaymentAttemptUnix: 1_798_000_000, discountPercentOff: null, discountAmountOffCents: null },
  hasOpenInvoices: false,
  currentPeriodEndUnix: 1_798_000_000,
  hasPaymentMethod: true,
  ...overrides,
});

/** One recorded call of the billing fake: its name and arguments. */
export interface BillingCall {
  readonly name: keyof BillingApi;
  readonly args: readonly unknown[];
}

/** A BillingApi whose every call succeeds and is recorded; override single calls per test. */
export const fakeBilling = (
  overrides: Partial<BillingApi> = {},
  details: SubscriptionDetails = subscriptionDetails(),
): BillingApi & { readonly calls: BillingCall[]; readonly names: () => readonly string[] } => {
  const calls: BillingCall[] = [];
  const answers: BillingApi = {
    getSubscription: () => ok(details),
    listInvoices: () => ok([]),
    createCheckoutSession: () => ok({ url: 'https://pay.test/checkout/cs_1' }),
    createPortalSession: () => ok({ url: 'https://pay.test/portal/ps_1' }),
    createUpdatePaymentMethodsSession: () => ok({ url: 'https://pay.test/payment-methods/pm_1' }),
    changeSubscription: () => ok(undefined),
    cancelDowngrade: () => ok(undefined),
    renewSubscription: () => ok(undefined),
    cancelSubscription: () => ok(undefined),
    validatePromocode: () => ok({ valid: true, amountOffCents: 2_200, percentOff: null, durationInMonths: 1 }),
    createConnectAccount: () => ok({ url: 'https://pay.test/connect/ca_1' }),
    createConnectAccountManagementLink: () => ok({ url: 'https://pay.test/connect/manage' }),
    extendCharacterLimit: () => ok(undefined),
    ...overrides,
  };
  const recorded = <K extends keyof BillingApi>(name: K): BillingApi[K] =>
    ((...args: unknown[]) => {
      calls.push({ name, args });
      return (answers[name] as (...a: unknown[]) => unknown)(...args);
    }) as BillingApi[K];
  const api = Object.fromEntries((Object.keys(answers) as (keyof BillingApi)[]).map((name) => [name, recorded(name)])) as unknown as BillingApi;
  return { ...api, calls, names: () => calls.map((c) => c.name) };
};

