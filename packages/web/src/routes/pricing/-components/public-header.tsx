import { Link } from '@tanstack/react-router';
import { button } from '../../../ui/button/button.css';
import { Brand } from '../../-components/brand';
import { ThemeToggle } from '../../-components/theme-toggle';
import * as styles from './public-header.css';

/** The header of the public plan screen: the brand, the theme toggle, and the way into the app. */
export const PublicHeader = ({ loggedIn }: { readonly loggedIn: boolean | null }) => (
  <header className={styles.header}>
    <Brand />
    <nav className={styles.end} aria-label="Account">
      {loggedIn === true ? (
        <Link to="/app/home" className={button({ variant: 'secondary', size: 'sm' })}>
          Open Cadence
        </Link>
      ) : null}
      {loggedIn === false ? (
        <>
          <Link to="/app/sign-in" className={styles.link}>
            Sign in
          </Link>
          <Link to="/app/sign-up" className={button({ variant: 'primary', size: 'sm' })}>
            Sign up
          </Link>
        </>
      ) : null}
      <ThemeToggle />
    </nav>
  </header>
);
