import { createFileRoute, Outlet, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { settledSession, signOutAndSettle } from '../../app/session-flows';
import { useIntent, useObservable } from '../../app/use-observable';
import { PendingPage } from '../-components/status-page';
import { AppHeader } from './_shell/-components/app-header';
import * as styles from './_shell/-components/shell.css';
import { PlayerBar } from './_shell/-components/player/player-bar';
import { ShareDialogs } from './_shell/-components/share/share-dialogs';

/** The signed-in frame: header and page; a session that ends here (in any tab) leads back to sign-in. */
const Shell = () => {
  const { session, storedCoupon } = Route.useRouteContext();
  const state = useObservable(session.state$, { status: 'unknown' });
  // A coupon kept from an e-mail link is applied once the user is inside the signed-in frame, then cleared; its toast
  // goes through the app's notifications, and the call runs to its end even if the frame is left meanwhile.
  useEffect(() => {
    const applying = storedCoupon.applyOnce().subscribe();
    return () => applying.unsubscribe();
  }, [storedCoupon]);
  const router = useRouter();
  const navigate = useNavigate();
  const run = useIntent();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = () => {
    setSigningOut(true);
    run(signOutAndSettle(session), () => void navigate({ to: '/app/sign-in', replace: true }));
  };

  // A session that ends outside the sign-out button (another tab, the inactivity timeout): run the access check again.
  const endedElsewhere = state.status === 'signedOut' && !signingOut;
  useEffect(() => {
    if (endedElsewhere) void router.invalidate();
  }, [endedElsewhere, router]);

  if (state.status !== 'signedIn') return <PendingPage />;
  return (
    <div className={styles.shell}>
      <AppHeader
        email={state.user.email}
        workspaceName={state.workspace.name}
        signingOut={signingOut}
        onSignOut={signOut}
      />
      <main className={styles.main}>
        <Outlet />
      </main>
      <PlayerBar />
      <ShareDialogs />
    </div>
  );
};

export const Route = createFileRoute('/app/_shell')({
  beforeLoad: async ({ context, location }) => {
    const state = await settledSession(context.session);
    if (state.status !== 'signedIn') throw redirect({ to: '/app/sign-in', search: { redirect: location.href } });
  },
  component: Shell,
});
