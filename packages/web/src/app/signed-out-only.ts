import type { SessionUseCase } from '@cadence/application';
import { APP_ROUTES, safeRedirect } from '@cadence/domain';
import { redirect } from '@tanstack/react-router';
import { NonEmptyString, searchDecoder } from './search-params';
import { settledSession } from './session-flows';

/**
 * The pages only a signed-out visitor needs: sign-in, sign-up and forgot-password. A signed-in visitor who opens one
 * is sent into the app instead, through the domain's redirect rule. (/app/action is not one of them: its links work
 * signed in too, and granting support access needs a session.)
 */

/** The search of a signed-out-only page: where a signed-in visitor goes instead. */
export const signedOutOnlySearch = searchDecoder({ redirect: NonEmptyString });

/** Where a signed-in visitor goes: the redirect parameter only when the domain's redirect rule accepts it, else home. */
export const signedInDestination = (candidate: string | undefined, origin: string): string =>
  safeRedirect(candidate ?? '', origin, APP_ROUTES.home);

/** What the guard reads of a route's beforeLoad arguments. */
export interface SignedOutOnlyLoad {
  readonly context: { readonly session: SessionUseCase; readonly origin: string };
  readonly search: { readonly redirect?: string | undefined };
}

/** The beforeLoad of a signed-out-only page: once auth has resolved, a signed-in visitor is redirected on. */
export const sendSignedInVisitorOn = async ({ context, search }: SignedOutOnlyLoad): Promise<void> => {
  const state = await settledSession(context.session);
  if (state.status === 'signedIn') throw redirect({ href: signedInDestination(search.redirect, context.origin), replace: true });
};
