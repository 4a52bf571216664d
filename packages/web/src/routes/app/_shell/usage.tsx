import { createFileRoute } from '@tanstack/react-router';
import { useObservable } from '../../../app/use-observable';
import { Alert } from '../../../ui/alert/alert';
import { Button } from '../../../ui/button/button';
import { PendingPage } from '../../-components/status-page';
import * as styles from './-components/billing-page.css';
import { ExtendLimit } from './-components/extend-limit';
import { UsageMeter } from './-components/usage-meter';

/** /app/usage: characters used against the limit, and the extension when the view offers one. */
const UsagePage = () => {
  const { usage } = Route.useRouteContext();
  const view = useObservable(usage.view$);
  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1 className={styles.title}>Usage</h1>
        <p className={styles.lead}>How much of this billing period’s character quota you have used.</p>
      </section>
      {view === undefined || view.status === 'loading' ? <PendingPage /> : null}
      {view?.status === 'failed' ? (
        <>
          <Alert tone="error">We could not load your usage.</Alert>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => usage.reload()}>
              Try again
            </Button>
          </div>
        </>
      ) : null}
      {view?.status === 'ready' ? (
        <div className={styles.columns}>
          <UsageMeter view={view} />
          {view.extensionCeiling === null ? null : (
            <ExtendLimit
              key={view.extensionCeiling}
              ceiling={view.extensionCeiling}
              extending={view.extending}
              onExtend={(newLimit) => usage.extendLimit(newLimit)}
            />
          )}
        </div>
      ) : null}
    </div>
  );
};

export const Route = createFileRoute('/app/_shell/usage')({
  component: UsagePage,
});
