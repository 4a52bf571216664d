import { Link } from '@tanstack/react-router';
import * as styles from './brand.css';

/** The product name beside its waveform mark. */
export const PRODUCT_NAME = 'Cadence';

const Waveform = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
    {[2, 5.5, 9, 12.5, 16].map((x, index) => {
      const height = [6, 12, 16, 10, 5][index] ?? 8;
      return <rect key={x} x={x - 1} y={9 - height / 2} width="2" height={height} rx="1" fill="currentColor" />;
    })}
  </svg>
);

/** The brand, linking to the home page. */
export const Brand = () => (
  <Link to="/app/home" className={styles.brand} aria-label={`${PRODUCT_NAME} home`}>
    <span className={styles.mark}>
      <Waveform />
    </span>
    <span>{PRODUCT_NAME}</span>
  </Link>
);
