import type { ReactNode } from 'react';
import { Brand, PRODUCT_NAME } from '../../-components/brand';
import { ThemeToggle } from '../../-components/theme-toggle';
import * as styles from './auth-layout.css';

/** The frame of the signed-out screens: brand, a centred card with a heading, and the footer. */
export interface AuthLayoutProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly children: ReactNode;
}

export const AuthLayout = ({ title, subtitle, children }: AuthLayoutProps) => (
  <div className={styles.page}>
    <header className={styles.topBar}>
      <Brand />
      <ThemeToggle />
    </header>
    <main className={styles.main}>
      <section className={styles.card} aria-labelledby="auth-title">
        <div className={styles.heading}>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle === undefined ? null : <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </section>
    </main>
    <footer className={styles.footer}>© {PRODUCT_NAME}. Voice and audio AI for creators and teams.</footer>
  </div>
);
