import { failureMessage } from '@cadence/application';
import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import * as E from 'fp-ts/lib/Either.js';
import { useEffect, useState, type FormEvent } from 'react';
import { signInAndSettle } from '../../../app/session-flows';
import { sendSignedInVisitorOn, signedInDestination, signedOutOnlySearch } from '../../../app/signed-out-only';
import { useIntent, useObservable } from '../../../app/use-observable';
import { Alert } from '../../../ui/alert/alert';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { AuthLayout } from '../-components/auth-layout';
import * as styles from '../-components/auth-layout.css';
import { EmailField } from '../-components/email-field';

const SignInPage = () => {
  const { session, origin } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const run = useIntent();
  const state = useObservable(session.state$, { status: 'unknown' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    run(signInAndSettle(session, email, password), (result) => {
      if (E.isRight(result)) {
        void navigate({ href: signedInDestination(search.redirect, origin), replace: true });
        return;
      }
      setSubmitting(false);
      setError(failureMessage(result.left));
    });
  };

  // Signed in some other way while this page is open (another tab, the password-change follow-up sign-in):
  // run the access check again, which sends the visitor on.
  const signedInElsewhere = state.status === 'signedIn' && !submitting;
  useEffect(() => {
    if (signedInElsewhere) void router.invalidate();
  }, [signedInElsewhere, router]);

  return (
    <AuthLayout title="Sign in to Cadence" subtitle="Welcome back. Sign in to continue to your workspace.">
      <form className={styles.form} onSubmit={submit} noValidate>
        {error === null ? null : <Alert tone="error">{error}</Alert>}
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          accessory={
            <Link to="/app/sign-in/forgot-password" className={styles.smallLink}>
              Forgot password?
            </Link>
          }
        />
        <Button type="submit" size="lg" fullWidth busy={submitting}>
          Sign in
        </Button>
      </form>
      <p className={styles.switchLine}>
        Don&apos;t have an account? <Link to="/app/sign-up">Sign up</Link>
      </p>
    </AuthLayout>
  );
};

export const Route = createFileRoute('/app/sign-in/')({
  validateSearch: signedOutOnlySearch,
  staticData: { toastPlacement: 'top-center' },
  beforeLoad: sendSignedInVisitorOn,
  component: SignInPage,
});
