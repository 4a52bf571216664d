import { zipSync } from 'fflate';
import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, reply, securedOperation, type OperationInput, type Outcome } from '../http/operation.js';
import { audioInFormat, DOWNLOAD_CONTENT_TYPES, type DownloadFormat } from './download-formats.js';
import { deleteHistoryItem, findHistoryAudio, findHistoryItem, historyItemJson, listHistory } from './history-repository.js';

const optional = (value: unknown): string | undefined => (value === undefined ? undefined : String(value));

const fileName = (id: string, format: DownloadFormat): string => `${id}.${format}`;

interface DownloadBody {
  readonly history_item_ids: readonly string[];
  readonly output_format?: DownloadFormat;
}

export const historyOperations = (ctx: AppContext): OperationTable<
  'listHistory' | 'getHistoryItem' | 'deleteHistoryItem' | 'getHistoryItemAudio' | 'downloadHistoryItems'
> => ({
  listHistory: securedOperation(async (input, caller) => {
    const { rows, hasMore } = await listHistory(ctx.db, caller.workspaceId, {
      pageSize: Number(input.query['page_size'] ?? 100),
      startAfter: optional(input.query['start_after_history_item_id']),
      voiceId: optional(input.query['voice_id']),
      search: optional(input.query['search']),
      source: optional(input.query['source']),
    });
    return reply({ history: rows.map(historyItemJson), last_history_item_id: rows.at(-1)?.history_item_id ?? null, has_more: hasMore });
  }),
  getHistoryItem: securedOperation(async (input, caller) => {
    const row = await findHistoryItem(ctx.db, caller.workspaceId, String(input.params['history_item_id']));
    return row === null ? fail('history_item_not_found') : reply(historyItemJson(row));
  }),
  deleteHistoryItem: securedOperation(async (input, caller) =>
    ((await deleteHistoryItem(ctx.db, caller.workspaceId, String(input.params['history_item_id']))) ? ok() : fail('history_item_not_found'))),
  getHistoryItemAudio: securedOperation(async (input, caller) => {
    const [item] = await findHistoryAudio(ctx.db, caller.workspaceId, [String(input.params['history_item_id'])]);
    if (item === undefined) return fail('history_item_not_found');
    return { status: 200, body: item.audio, headers: { 'content-type': item.contentType } };
  }),
  downloadHistoryItems: securedOperation(async (input: OperationInput<DownloadBody>, caller): Promise<Outcome> => {
    const ids = [...new Set(input.body.history_item_ids)];
    const items = await findHistoryAudio(ctx.db, caller.workspaceId, ids);
    if (items.length !== ids.length) return fail('history_item_not_found');
    const format = input.body.output_format ?? 'mp3';
    // One conversion at a time: a zip of many MP3 items must not start an ffmpeg per item at once.
    const files: { name: string; audio: Uint8Array }[] = [];
    for (const item of items) files.push({ name: fileName(item.id, format), audio: await audioInFormat(item, format) });
    const [only] = files;
    if (files.length === 1 && only !== undefined) {
      return { status: 200, body: only.audio, headers: { 'content-type': DOWNLOAD_CONTENT_TYPES[format], 'content-disposition': `attachment; filename="${only.name}"` } };
    }
    const zip = zipSync(Object.fromEntries(files.map((file) => [file.name, file.audio])), { level: 0 });
    return { status: 200, body: zip, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="history.zip"' } };
  }),
});
