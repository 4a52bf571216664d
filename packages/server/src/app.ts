import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createAccessTokens, loadJwtSecret } from './accounts/access-tokens.js';
import type { AppContext } from './app-context.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.port.js';
import { createContract, loadContractDocument, type Contract } from './http/contract.js';
import { assertOperationsMatchContract, dispatch } from './http/dispatch.js';
import { fail } from './http/failure.js';
import { allOperations } from './http/operations.js';
import { sendFailure } from './http/responses.js';
import { mailboxPage } from './mail/mailbox-page.js';
import { listMails } from './mail/outbox.js';

export interface AppDeps {
  /** A migrated database. */
  readonly db: Database;
  readonly config: Config;
  readonly clock?: Clock;
  /** The loaded contract; loaded from openapi/openapi.yaml when absent. */
  readonly contract?: Contract;
  /** Check every successful answer against the contract (tests). */
  readonly checkResponses?: boolean;
}

const MAX_BODY_BYTES = 1024 * 1024;

const corsFor = (config: Config) =>
  cors({
    origin: config.appOrigin,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Cadence-Geo'],
    exposeHeaders: ['Allow', 'Retry-After', 'WWW-Authenticate'],
    maxAge: 600,
  });

const addDevMailboxPage = (app: Hono, ctx: AppContext): void => {
  if (ctx.config.devMailbox) app.get('/dev/mailbox', async (c) => c.html(mailboxPage(await listMails(ctx.db, null))));
};

/** The API: CORS, one error shape, the dev mailbox page, and every contract operation. */
export const createApp = async (deps: AppDeps): Promise<Hono> => {
  const clock = deps.clock ?? systemClock;
  const tokens = createAccessTokens(await loadJwtSecret(deps.db, deps.config), clock);
  const ctx: AppContext = { db: deps.db, clock, config: deps.config, tokens };
  const contract = deps.contract ?? (await createContract(await loadContractDocument()));
  const operations = allOperations(ctx);
  assertOperationsMatchContract(contract, operations);
  const app = new Hono();
  app.use('*', corsFor(deps.config));
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendFailure(c, fail('payload_too_large')) }));
  addDevMailboxPage(app, ctx);
  app.all('*', dispatch({ contract, operations, tokens, db: deps.db, config: deps.config, checkResponses: deps.checkResponses ?? false }));
  app.notFound((c) => sendFailure(c, fail('not_found')));
  app.onError((error, c) => {
    console.error(error);
    return sendFailure(c, fail('internal_error'));
  });
  return app;
};
