import type { HistoryItem } from '@cadence/application';

/** The share control of a history item (placeholder until the sharing slice lands). */
export function ShareButton({ item }: { readonly item: HistoryItem | null }) {
  return (
    <button type="button" disabled={item === null}>
      Share
    </button>
  );
}
