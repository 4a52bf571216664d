import type { HistoryItem, HistoryListUseCase } from '@cadence/application';
import { useMemo, useState } from 'react';
import { useObservable } from '../../../../../app/use-observable';
import { Button } from '../../../../../ui/button/button';
import { ConfirmDialog } from '../../../../../ui/confirm-dialog/confirm-dialog';
import * as styles from './history-list.css';
import type { HistoryRowActions } from './history-row';
import { HistoryRows } from './history-rows';
import { HistoryToolbar, type HistoryToolbarActions } from './history-toolbar';

/** What the list needs of the global player. */
export interface HistoryPlayer {
  playHistoryItem(item: HistoryItem): void;
}

/** The props of the history list. */
export interface HistoryListProps {
  readonly list: HistoryListUseCase;
  readonly player: HistoryPlayer;
}

/** The history list: toolbar, virtual rows (or the loading, failure or empty text), and the delete confirmation. */
export const HistoryList = ({ list, player }: HistoryListProps) => {
  const view = useObservable(list.view$);
  const [deleting, setDeleting] = useState<HistoryItem | null>(null);

  const rowActions = useMemo<HistoryRowActions>(
    () => ({
      onToggle: (id) => list.toggleSelected(id),
      onPlay: (item) => player.playHistoryItem(item),
      onDownload: (item) => list.download(item),
      onDelete: (item) => setDeleting(item),
    }),
    [list, player],
  );
  const toolbarActions = useMemo<HistoryToolbarActions>(
    () => ({
      onSearch: (text) => list.setSearch(text),
      onVoice: (voiceId) => list.setVoice(voiceId),
      onSelectAll: () => list.selectAll(),
      onClearSelection: () => list.clearSelection(),
      onDownloadSelected: () => list.downloadSelected(),
    }),
    [list],
  );
  const onShowing = useMemo(() => (lastIndex: number) => list.showing(lastIndex), [list]);

  const confirmDelete = () => {
    if (deleting !== null) list.remove(deleting);
    setDeleting(null);
  };

  if (view === undefined || view.status === 'loading') return <p className={styles.status} role="status">Loading history…</p>;
  return (
    <>
      <HistoryToolbar view={view} actions={toolbarActions} />
      {view.status === 'failed' ? (
        <div className={styles.footer}>
          <p role="alert">{view.error}</p>
          <Button variant="secondary" size="sm" onClick={() => list.reload()}>
            Try again
          </Button>
        </div>
      ) : view.emptyMessage !== null ? (
        <p className={styles.status} role="status">
          {view.emptyMessage}
        </p>
      ) : (
        <HistoryRows rows={view.rows} actions={rowActions} onShowing={onShowing} />
      )}
      {view.status === 'ready' && view.error !== null ? (
        <div className={styles.footer} role="alert">
          <span>{view.error}</span>
          <Button variant="secondary" size="sm" onClick={() => list.loadMore()}>
            Try again
          </Button>
        </div>
      ) : null}
      {view.loadingMore ? <p className={styles.footer} role="status">Loading more…</p> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this generation?"
        body="The audio and its history entry are deleted for good."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
};
