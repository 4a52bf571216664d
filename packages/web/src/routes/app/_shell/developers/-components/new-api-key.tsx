import { Button } from '../../../../../ui/button/button';
import * as styles from './api-keys.css';

/** The key just created: its secret, shown this once, with a copy button. */
export const NewApiKey = ({
  created,
  onCopy,
  onDismiss,
}: {
  readonly created: { readonly name: string; readonly secret: string };
  readonly onCopy: () => void;
  readonly onDismiss: () => void;
}) => (
  <section className={styles.card} aria-labelledby="new-api-key">
    <h2 id="new-api-key">Your new key “{created.name}”</h2>
    <p className={styles.muted}>Copy it now: it will not be shown again.</p>
    <code className={styles.secret} aria-label="New API key">
      {created.secret}
    </code>
    <div className={styles.row}>
      <Button onClick={onCopy}>Copy key</Button>
      <Button variant="ghost" onClick={onDismiss}>
        Done
      </Button>
    </div>
  </section>
);
