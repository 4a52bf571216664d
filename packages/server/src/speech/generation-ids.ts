import { randomUUID } from 'node:crypto';

/** A new history item id: 20 hex characters, as text to speech answers them. */
export const newHistoryItemId = (): string => randomUUID().replaceAll('-', '').slice(0, 20);

/** The headers every generation answers: its history item, its cost and a request id. */
export const generationHeaders = (historyItemId: string, cost: number): Readonly<Record<string, string>> => ({
  'history-item-id': historyItemId, 'character-cost': String(cost), 'request-id': randomUUID(),
});
