import type { ApiKeysView } from '@cadence/application';
import { createFileRoute } from '@tanstack/react-router';
import { useObservable } from '../../../../app/use-observable';
import { Alert } from '../../../../ui/alert/alert';
import { Button } from '../../../../ui/button/button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import { PendingPage } from '../../../-components/status-page';
import { ApiKeysTable } from './-components/api-keys-table';
import * as styles from './-components/api-keys.css';
import { CreateApiKeyForm } from './-components/create-api-key-form';
import { NewApiKey } from './-components/new-api-key';

const ApiKeysContent = ({ view }: { readonly view: ApiKeysView }) => {
  const { apiKeys } = Route.useRouteContext();
  return (
    <>
      <section className={styles.card} aria-labelledby="create-api-key">
        <h2 id="create-api-key">Create a key</h2>
        <CreateApiKeyForm busy={view.busy} onCreate={(name) => apiKeys.create(name)} />
      </section>
      {view.created === null ? null : (
        <NewApiKey created={view.created} onCopy={() => apiKeys.copySecret()} onDismiss={() => apiKeys.dismissSecret()} />
      )}
      <section className={styles.card} aria-labelledby="api-keys-list">
        <h2 id="api-keys-list">Your keys</h2>
        <ApiKeysTable keys={view.keys} onRevoke={(keyId) => apiKeys.askRevoke(keyId)} />
      </section>
      <ConfirmDialog
        open={view.revoking !== null}
        title="Revoke this API key?"
        body={view.revoking === null ? null : `Requests with “${view.revoking.name}” (${view.revoking.hint}) will stop working.`}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        tone="danger"
        busy={view.busy}
        onConfirm={() => apiKeys.confirmRevoke()}
        onCancel={() => apiKeys.cancelRevoke()}
      />
    </>
  );
};

/** /app/developers/api-keys: the workspace member's API keys. */
const ApiKeysPage = () => {
  const { apiKeys } = Route.useRouteContext();
  const view = useObservable(apiKeys.view$);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>API keys</h1>
      <p className={styles.intro}>Keys let your code call the API as you. Send one in the xi-api-key header.</p>
      {view === undefined || view.status === 'loading' ? <PendingPage /> : null}
      {view?.status === 'failed' ? (
        <>
          <Alert tone="error">We could not load your API keys.</Alert>
          <div>
            <Button variant="secondary" onClick={() => apiKeys.reload()}>
              Try again
            </Button>
          </div>
        </>
      ) : null}
      {view?.status === 'ready' ? <ApiKeysContent view={view} /> : null}
    </div>
  );
};

export const Route = createFileRoute('/app/_shell/developers/api-keys')({ component: ApiKeysPage });
