import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { publicOperation, reply, securedOperation } from '../http/operation.js';
import { findPublicName } from '../users/public-name.js';
import { ensureShareId, findSharedAudio, findSharedItem } from './share-repository.js';

/** The web page anyone can open: ${APP_ORIGIN}/share/{share_id}. */
const shareLink = (ctx: AppContext, shareId: string): string => `${ctx.config.appOrigin}/share/${encodeURIComponent(shareId)}`;

/** Share links of history items and the public pages behind them (no sign-in; deleting the item ends the share). */
export const shareOperations = (ctx: AppContext): OperationTable<'getHistoryShareLink' | 'getSharedItem' | 'getSharedItemAudio'> => ({
  getHistoryShareLink: securedOperation(async (input, caller) => {
    const shareId = await ensureShareId(ctx.db, caller.workspaceId, String(input.params['history_item_id']));
    if (shareId === null) return fail('history_item_not_found');
    return reply({ share_link: shareLink(ctx, shareId), public_user_name: (await findPublicName(ctx.db, caller.userId)) ?? '' });
  }),
  getSharedItem: publicOperation(async (input) => {
    const item = await findSharedItem(ctx.db, String(input.params['share_id']));
    if (item === null) return fail('shared_item_not_found');
    return reply({
      share_id: item.shareId, text: item.text, voice_name: item.voiceName, public_user_name: item.publicUserName, date_unix: item.dateUnix,
      audio_url: `${ctx.config.apiOrigin}/v1/shared/${encodeURIComponent(item.shareId)}/audio`,
    });
  }),
  getSharedItemAudio: publicOperation(async (input) => {
    const audio = await findSharedAudio(ctx.db, String(input.params['share_id']));
    if (audio === null) return fail('shared_item_not_found');
    return { status: 200, body: audio.audio, headers: { 'content-type': audio.contentType } };
  }),
});
