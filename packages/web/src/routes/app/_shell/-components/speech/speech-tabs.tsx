import { Link } from '@tanstack/react-router';
import * as styles from './speech-page.css';

/** The Generate / History tabs of a speech page. */
export const SpeechTabs = ({ kind }: { readonly kind: 'text-to-speech' | 'speech-to-speech' }) => (
  <nav className={styles.tabs} aria-label="Speech pages">
    {kind === 'text-to-speech' ? (
      <>
        <Link to="/app/speech-synthesis/text-to-speech" className={styles.tab} activeOptions={{ exact: true }}>Generate</Link>
        <Link to="/app/speech-synthesis/text-to-speech/history" className={styles.tab}>History</Link>
      </>
    ) : (
      <>
        <Link to="/app/speech-synthesis/speech-to-speech" className={styles.tab} activeOptions={{ exact: true }}>Convert</Link>
        <Link to="/app/speech-synthesis/speech-to-speech/history" className={styles.tab}>History</Link>
      </>
    )}
  </nav>
);
