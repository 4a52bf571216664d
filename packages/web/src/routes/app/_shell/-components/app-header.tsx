import { Link } from '@tanstack/react-router';
import { Brand } from '../../../-components/brand';
import { ThemeToggle } from '../../../-components/theme-toggle';
import { Menu } from '../../../../ui/menu/menu';
import * as styles from './app-header.css';

/** The header of the signed-in app: product name, navigation, theme toggle and the user menu. */
export interface AppHeaderProps {
  readonly email: string;
  readonly workspaceName: string;
  readonly signingOut: boolean;
  readonly onSignOut: () => void;
}

const SignOutIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);

export const AppHeader = ({ email, workspaceName, signingOut, onSignOut }: AppHeaderProps) => (
  <header className={styles.header}>
    <div className={styles.start}>
      <Brand />
      <nav className={styles.nav} aria-label="Main">
        <Link to="/app/home" className={styles.navLink}>
          Home
        </Link>
        <Link to="/app/speech-synthesis/text-to-speech" className={styles.navLink}>
          Text to speech
        </Link>
        <Link to="/pricing" className={styles.navLink}>
          Plans
        </Link>
        <Link to="/app/subscription" className={styles.navLink}>
          Subscription
        </Link>
        <Link to="/app/usage" className={styles.navLink}>
          Usage
        </Link>
        <Link to="/app/payouts" className={styles.navLink}>
          Payouts
        </Link>
        <Link to="/app/developers/api-keys" className={styles.navLink}>
          API keys
        </Link>
      </nav>
    </div>
    <div className={styles.end}>
      {signingOut ? (
        <span className={styles.signingOut} role="status">
          Signing out…
        </span>
      ) : null}
      <ThemeToggle />
      <Menu
        label="User menu"
        triggerClassName={styles.avatar}
        trigger={<span aria-hidden="true">{email.slice(0, 1)}</span>}
        header={
          <div className={styles.who}>
            <span className={styles.email}>{email}</span>
            <span className={styles.workspace}>{workspaceName}</span>
          </div>
        }
        items={[{ label: 'Sign out', onSelect: onSignOut, icon: <SignOutIcon /> }]}
      />
    </div>
  </header>
);
