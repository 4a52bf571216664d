import { Link, useNavigate } from '@tanstack/react-router';
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

/** The signed-in app's sections, in header order. */
const NAV_LINKS = [
  { to: '/app/home', label: 'Home' },
  { to: '/app/speech-synthesis/text-to-speech', label: 'Text to speech' },
  { to: '/pricing', label: 'Plans' },
  { to: '/app/subscription', label: 'Subscription' },
  { to: '/app/usage', label: 'Usage' },
  { to: '/app/payouts', label: 'Payouts' },
  { to: '/app/developers/api-keys', label: 'API keys' },
] as const;

const MenuIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/** Below the lg breakpoint the sections are a menu button instead of a row of links. */
const NavMenu = () => {
  const navigate = useNavigate();
  return (
    <div className={styles.navMenu}>
      <Menu
        label="Navigation"
        triggerClassName={styles.navMenuTrigger}
        trigger={<MenuIcon />}
        items={NAV_LINKS.map((link) => ({ label: link.label, onSelect: () => void navigate({ to: link.to }) }))}
      />
    </div>
  );
};

const SignOutIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);

export const AppHeader = ({ email, workspaceName, signingOut, onSignOut }: AppHeaderProps) => (
  <header className={styles.header}>
    <div className={styles.start}>
      <Brand />
      <NavMenu />
      <nav className={styles.nav} aria-label="Main">
        {NAV_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={styles.navLink}>
            {link.label}
          </Link>
        ))}
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
