import type { AccountActionView } from '@cadence/application';
import { createFileRoute, Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { rawQueryDecoder } from '../../app/search-params';
import { useIntent, useObservable } from '../../app/use-observable';
import { Alert } from '../../ui/alert/alert';
import { spinner } from '../../ui/button/button.css';
import { ActionDialog, type ActionIntents } from './-components/action-dialog';
import { AuthLayout } from './-components/auth-layout';
import * as styles from './-components/auth-layout.css';

/** What the page shows behind the dialog: the unknown-mode error, progress, or that nothing is left to do. */
const Backdrop = ({ view }: { readonly view: AccountActionView | undefined }) => {
  if (view !== undefined && view.modeError !== null) {
    return (
      <AuthLayout title="This link cannot be used" subtitle="The link you followed is incomplete or not meant for this page.">
        <Alert tone="error">{view.modeError}</Alert>
        <p className={styles.switchLine}>
          <Link to="/app/sign-in">Go to sign in</Link>
        </p>
      </AuthLayout>
    );
  }
  if (view === undefined || (view.dialog === 'none' && view.submitting)) {
    return (
      <AuthLayout title="Just a moment" subtitle="We are checking your link.">
        <p className={styles.switchLine} role="status">
          <span className={spinner} aria-hidden="true" /> Checking…
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Your account" subtitle="There is nothing else to do here.">
      <p className={styles.switchLine}>
        <Link to="/app/home">Continue to Cadence</Link>
      </p>
    </AuthLayout>
  );
};

const ActionPage = () => {
  const { accountAction } = Route.useRouteContext();
  const query = Route.useSearch();
  // This page's own address; null while the router is already leaving for another page.
  const href = useRouterState({
    select: (state) => (state.location.pathname === Route.fullPath ? state.location.href : null),
  });
  const run = useIntent();
  const view = useObservable(accountAction.view$);

  useEffect(() => {
    // The handler's steps run in the use-case, which outlives this page (its toasts and navigations go through
    // Notifications), so leaving never drops a step under way; it acts once per address, whatever React's
    // development double mount does. The query is part of href.
    if (href !== null) run(accountAction.start(query, href));
  }, [accountAction, href, run]);

  const intents: ActionIntents = {
    submitNewPassword: (password, repeat) => run(accountAction.submitNewPassword(password, repeat)),
    grantSupportAccess: () => run(accountAction.grantSupportAccess()),
    declineSupportAccess: () => run(accountAction.declineSupportAccess()),
    close: () => run(accountAction.close()),
  };

  return (
    <>
      <Backdrop view={view} />
      {view === undefined ? null : (
        <ActionDialog view={view} hasQueryParams={Object.keys(query).length > 0} intents={intents} />
      )}
    </>
  );
};

export const Route = createFileRoute('/app/action')({
  validateSearch: rawQueryDecoder,
  component: ActionPage,
});
