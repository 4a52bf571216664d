import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { publicOperation, reply } from '../http/operation.js';
import { normalizeEmail } from '../users/user-row.js';
import { listMails } from './outbox.js';

/** The development outbox as JSON; answers not_found when DEV_MAILBOX is off. */
export const mailboxOperations = (ctx: AppContext): OperationTable<'listMailbox'> => ({
  listMailbox: publicOperation(async ({ query }) => {
    if (!ctx.config.devMailbox) return fail('not_found');
    const to = typeof query['to'] === 'string' ? normalizeEmail(query['to']) : null;
    return reply({ mails: await listMails(ctx.db, to) });
  }),
});
