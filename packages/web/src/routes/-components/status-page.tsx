import { Link } from '@tanstack/react-router';
import { Button } from '../../ui/button/button';
import { button, spinner } from '../../ui/button/button.css';
import * as styles from './status-page.css';

/** The page for an address the app does not know. */
export const NotFoundPage = () => (
  <main className={styles.page}>
    <p className={styles.code} aria-hidden="true">
      404
    </p>
    <h1 className={styles.title}>Page not found</h1>
    <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
    <div className={styles.actions}>
      <Link to="/app/home" className={button({ variant: 'primary' })}>
        Go to home
      </Link>
    </div>
  </main>
);

/** The page an unexpected error falls back to. */
export const ErrorPage = ({ onRetry }: { readonly onRetry: () => void }) => (
  <main className={styles.page}>
    <h1 className={styles.title}>Something went wrong</h1>
    <p className={styles.text}>An unexpected error stopped this page. Please try again.</p>
    <div className={styles.actions}>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  </main>
);

/** Shown while a route waits (for the session to resolve, for instance). */
export const PendingPage = () => (
  <div className={styles.pending} role="status">
    <span className={spinner} aria-hidden="true" />
    Loading…
  </div>
);
