import type { AccountActionEffect, AccountActionView } from '@cadence/application';
import { createFileRoute, Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { rawQueryDecoder } from '../../app/search-params';
import { useIntent, useObservable, useObservableEffect } from '../../app/use-observable';
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
  const { accountAction, toaster } = Route.useRouteContext();
  const query = Route.useSearch();
  // This page's own address; null while the router is already leaving for another page.
  const href = useRouterState({
    select: (state) => (state.location.pathname === Route.fullPath ? state.location.href : null),
  });
  const navigate = useNavigate();
  const run = useIntent();
  const view = useObservable(accountAction.view$);

  useObservableEffect(accountAction.effects$, (effect: AccountActionEffect) => {
    if (effect.type === 'toast') toaster.show(effect.kind, effect.message);
    else void navigate({ href: effect.to });
  });

  useEffect(() => {
    // The handler's steps land in its view and effects, which outlive this page, so the start is not cancelled
    // on unmount: cancelling would only drop a step under way (React's development double mount does exactly
    // that, and the handler does not start twice for one address). The query is part of href.
    if (href !== null) accountAction.start(query, href).subscribe();
  }, [accountAction, href]);

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
