import type { ApiKeyRow } from '@cadence/application';
import { Button } from '../../../../../ui/button/button';
import * as styles from './api-keys.css';

/** The keys: name, "…abcd" hint, creation date, and "Revoke". */
export const ApiKeysTable = ({ keys, onRevoke }: { readonly keys: readonly ApiKeyRow[]; readonly onRevoke: (keyId: string) => void }) =>
  keys.length === 0 ? (
    <p className={styles.muted}>No API keys yet.</p>
  ) : (
    <div className={styles.tableScroll} role="region" aria-label="API keys" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">Name</th>
            <th className={styles.cell} scope="col">Key</th>
            <th className={styles.cell} scope="col">Created</th>
            <th className={styles.cell} scope="col">
              <span className={styles.muted}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.keyId}>
              <td className={`${styles.cell} ${styles.name}`}>{key.name}</td>
              <td className={`${styles.cell} ${styles.hint}`}>{key.hint}</td>
              <td className={styles.cell}>{key.created}</td>
              <td className={styles.cell}>
                <Button variant="ghost" size="sm" aria-label={`Revoke ${key.name}`} onClick={() => onRevoke(key.keyId)}>
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
