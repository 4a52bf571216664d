import { APP_ROUTES } from '@cadence/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as E from 'fp-ts/lib/Either.js';
import { useState, type FormEvent } from 'react';
import { sendSignedInVisitorOn, signedOutOnlySearch } from '../../../app/signed-out-only';
import { useIntent } from '../../../app/use-observable';
import { Alert } from '../../../ui/alert/alert';
import { Button } from '../../../ui/button/button';
import { AuthLayout } from '../-components/auth-layout';
import * as styles from '../-components/auth-layout.css';
import { EmailField } from '../-components/email-field';

const BackToSignIn = () => (
  <p className={styles.switchLine}>
    <Link to="/app/sign-in">Back to sign in</Link>
  </p>
);

const ForgotPasswordPage = () => {
  const { forgotPassword, origin } = Route.useRouteContext();
  const run = useIntent();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    // A failure's toast is raised by the use-case; the form stays for another try.
    run(forgotPassword.request(email, `${origin}${APP_ROUTES.signIn}`), (result) => {
      setSubmitting(false);
      if (E.isRight(result)) setSentTo(result.right);
    });
  };

  if (sentTo !== null) {
    return (
      <AuthLayout title="Check your inbox" subtitle={<>We sent a link to reset your password to <strong>{sentTo}</strong>.</>}>
        <Alert tone="success">Follow the link in the e-mail to choose a new password. It may take a minute to arrive.</Alert>
        <BackToSignIn />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset your password" subtitle="Enter the e-mail you signed up with and we will send you a reset link.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" size="lg" fullWidth busy={submitting}>
          Send reset link
        </Button>
      </form>
      <BackToSignIn />
    </AuthLayout>
  );
};

export const Route = createFileRoute('/app/sign-in/forgot-password')({
  validateSearch: signedOutOnlySearch,
  beforeLoad: sendSignedInVisitorOn,
  component: ForgotPasswordPage,
});
