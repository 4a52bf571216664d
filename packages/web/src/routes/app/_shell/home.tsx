import { tierDisplayName } from '@cadence/domain';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BooleanFromString, NonEmptyString, searchDecoder } from '../../../app/search-params';
import { useObservable } from '../../../app/use-observable';
import { PendingPage } from '../../-components/status-page';
import * as styles from './-components/home.css';

const validateSearch = searchDecoder({
  newUser: BooleanFromString,
  internalCode: NonEmptyString,
  isReverting: BooleanFromString,
  training_opt_out: BooleanFromString,
});

const Fact = ({ term, children }: { readonly term: string; readonly children: ReactNode }) => (
  <div className={styles.fact}>
    <dt className={styles.term}>{term}</dt>
    <dd className={styles.value}>{children}</dd>
  </div>
);

const HomePage = () => {
  const { session } = Route.useRouteContext();
  const { newUser } = Route.useSearch();
  const state = useObservable(session.state$, { status: 'unknown' });
  if (state.status !== 'signedIn') return <PendingPage />;
  const { user, workspace } = state;
  const greeting = newUser === true ? 'Welcome to Cadence' : `Welcome back${user.firstName === null ? '' : `, ${user.firstName}`}`;
  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <p className={styles.eyebrow}>{workspace.name}</p>
        <h1 className={styles.title}>{greeting}</h1>
        <p className={styles.lead}>Signed in as {user.email}. Here is your account at a glance.</p>
      </section>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="home-account">
          <h2 id="home-account" className={styles.cardTitle}>
            Account
          </h2>
          <dl className={styles.facts}>
            <Fact term="Email">{user.email}</Fact>
            <Fact term="Status">
              <span className={styles.badge({ tone: user.emailVerified ? 'good' : 'neutral' })}>
                {user.emailVerified ? 'Verified' : 'Not verified yet'}
              </span>
            </Fact>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="home-workspace">
          <h2 id="home-workspace" className={styles.cardTitle}>
            Workspace
          </h2>
          <dl className={styles.facts}>
            <Fact term="Name">{workspace.name}</Fact>
            <Fact term="Role">{workspace.role === 'admin' ? 'Admin' : 'Editor'}</Fact>
            <Fact term="Plan">
              <span className={styles.badge({ tone: 'accent' })}>{tierDisplayName(workspace.tier)}</span>
            </Fact>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="home-next">
          <h2 id="home-next" className={styles.cardTitle}>
            Start creating
          </h2>
          <p className={styles.muted}>
            Text to speech, your voice library and studio projects will appear here as they arrive.
          </p>
        </section>
      </div>
    </div>
  );
};

export const Route = createFileRoute('/app/_shell/home')({
  validateSearch,
  component: HomePage,
});
