import { failureMessage } from '@cadence/application';
import { APP_ROUTES } from '@cadence/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as E from 'fp-ts/lib/Either.js';
import { useState, type FormEvent } from 'react';
import { sendSignedInVisitorOn, signedOutOnlySearch } from '../../app/signed-out-only';
import { useIntent } from '../../app/use-observable';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { PasswordChecklist } from '../../ui/password-checklist/password-checklist';
import { TextField } from '../../ui/text-field/text-field';
import { AuthLayout } from './-components/auth-layout';
import * as styles from './-components/auth-layout.css';
import { EmailField } from './-components/email-field';

const VerificationSent = ({ email }: { readonly email: string }) => (
  <AuthLayout title="Check your inbox" subtitle={<>We sent a verification e-mail to <strong>{email}</strong>.</>}>
    <Alert tone="success">Open the link in the e-mail to verify your address, then sign in to get started.</Alert>
    <p className={styles.switchLine}>
      Already verified? <Link to="/app/sign-in">Sign in</Link>
    </p>
  </AuthLayout>
);

const SignUpPage = () => {
  const { session, origin } = Route.useRouteContext();
  const run = useIntent();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [updates, setUpdates] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    const input = { email, password, agreesToProductUpdates: updates, continueUrl: `${origin}${APP_ROUTES.signIn}` };
    run(session.signUp(input), (result) => {
      setSubmitting(false);
      if (E.isLeft(result)) setError(failureMessage(result.left));
      else setSentTo(email.trim());
    });
  };

  if (sentTo !== null) return <VerificationSent email={sentTo} />;

  return (
    <AuthLayout title="Create your account" subtitle="Start generating lifelike speech in minutes.">
      <form className={styles.form} onSubmit={submit} noValidate>
        {error === null ? null : <Alert tone="error">{error}</Alert>}
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={<PasswordChecklist password={password} />}
        />
        <Checkbox
          label="Send me product updates and news by e-mail."
          checked={updates}
          onChange={(event) => setUpdates(event.target.checked)}
        />
        <Button type="submit" size="lg" fullWidth busy={submitting}>
          Create account
        </Button>
      </form>
      <p className={styles.switchLine}>
        Already have an account? <Link to="/app/sign-in">Sign in</Link>
      </p>
    </AuthLayout>
  );
};

export const Route = createFileRoute('/app/sign-up')({
  validateSearch: signedOutOnlySearch,
  staticData: { toastPlacement: 'top-center' },
  // Checked when the page is opened: the session that a completed sign-up starts leaves "Check your inbox" in place.
  beforeLoad: sendSignedInVisitorOn,
  component: SignUpPage,
});
