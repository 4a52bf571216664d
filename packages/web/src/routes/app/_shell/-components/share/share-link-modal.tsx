import type { ShareLinkView } from '@cadence/application';
import { SHARE_MODAL_TITLE, SHARE_NETWORK_LABELS, SHARE_NETWORKS } from '@cadence/domain';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '../../../../../ui/button/button';
import * as dialogStyles from '../../../../../ui/dialog/dialog.css';
import { PublicNameEditor } from './public-name-editor';
import * as styles from './share.css';
import { useCoarsePointer } from './use-coarse-pointer';

const LinkField = ({ view, onCopy }: { readonly view: ShareLinkView; readonly onCopy: () => void }) => {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.linkField}>
        <label className={styles.label} htmlFor={id}>
          Share link
        </label>
        <input id={id} className={styles.linkInput} readOnly value={view.displayLink ?? ''} title={view.link ?? undefined} />
      </div>
      <Button variant="secondary" onClick={onCopy}>
        Copy link
      </Button>
    </div>
  );
};

/** What the modal shows once the link is loaded: networks, the link, the public name, and native share on touch devices. */
const LoadedLink = ({ view, coarse }: { readonly view: ShareLinkView; readonly coarse: boolean }) => {
  const { sharing } = useRouteContext({ from: '__root__' });
  return (
    <>
      <div className={styles.row} role="group" aria-label="Share on social networks">
        {SHARE_NETWORKS.map((network) => (
          <Button key={network} variant="secondary" onClick={() => sharing.openNetwork(network)}>
            {SHARE_NETWORK_LABELS[network]}
          </Button>
        ))}
      </div>
      <LinkField view={view} onCopy={() => sharing.copyLink()} />
      <PublicNameEditor key={view.historyItemId} initial={view.publicName} onSave={(name) => sharing.savePublicName(name)} />
      {coarse ? (
        <Button fullWidth onClick={() => sharing.nativeShare()}>
          Share
        </Button>
      ) : null}
    </>
  );
};

/**
 * The share-link modal "Share with your community" for the open item (the use-case loads its link on open and clears
 * it on close); a bottom sheet on touch devices.
 */
export const ShareLinkModal = ({ view }: { readonly view: ShareLinkView }) => {
  const { sharing } = useRouteContext({ from: '__root__' });
  const coarse = useCoarsePointer();
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : sharing.close())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content className={coarse ? styles.sheet : dialogStyles.content} aria-describedby={undefined}>
          <div className={dialogStyles.header}>
            <RadixDialog.Title className={dialogStyles.title}>{SHARE_MODAL_TITLE}</RadixDialog.Title>
          </div>
          {view.status === 'loading' ? (
            <p className={styles.message} role="status">
              Loading the share link…
            </p>
          ) : null}
          {view.status === 'failed' ? (
            <p className={styles.error} role="alert">
              {view.error}
            </p>
          ) : null}
          {view.status === 'ready' ? <LoadedLink view={view} coarse={coarse} /> : null}
          <div className={dialogStyles.footer}>
            <RadixDialog.Close asChild>
              <Button variant="ghost">Close</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
