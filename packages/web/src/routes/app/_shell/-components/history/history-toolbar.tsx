import type { HistoryListView } from '@cadence/application';
import { useId } from 'react';
import { Button } from '../../../../../ui/button/button';
import { TextField } from '../../../../../ui/text-field/text-field';
import * as styles from './history-list.css';

/** What the toolbar can ask for. */
export interface HistoryToolbarActions {
  readonly onSearch: (text: string) => void;
  readonly onVoice: (voiceId: string | null) => void;
  readonly onSelectAll: () => void;
  readonly onClearSelection: () => void;
  readonly onDownloadSelected: () => void;
}

/** Search, the voice filter, and the selection: select all loaded, clear, the count and "Download selected". */
export const HistoryToolbar = ({ view, actions }: { readonly view: HistoryListView; readonly actions: HistoryToolbarActions }) => {
  const voiceId = useId();
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <TextField label="Search history" type="search" value={view.search} onChange={(event) => actions.onSearch(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={voiceId}>Voice</label>
        <select
          id={voiceId}
          className={styles.select}
          value={view.voiceId ?? ''}
          onChange={(event) => actions.onVoice(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">All voices</option>
          {view.voices.map((voice) => (
            <option key={voice.voiceId} value={voice.voiceId}>
              {voice.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.selection}>
        <Button variant="secondary" size="sm" disabled={view.rows.length === 0 || view.allSelected} onClick={actions.onSelectAll}>
          Select all
        </Button>
        <Button variant="secondary" size="sm" disabled={view.selectedCount === 0} onClick={actions.onClearSelection}>
          Clear selection
        </Button>
        <span className={styles.count} role="status">
          {view.selectedCount} selected
        </span>
        <Button size="sm" disabled={view.selectedCount === 0} busy={view.downloading} onClick={actions.onDownloadSelected}>
          Download selected
        </Button>
      </div>
    </div>
  );
};
