import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAccessTokens, loadJwtSecret } from './accounts/access-tokens.js';
import type { AppContext } from './app-context.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.port.js';
import { createContract, loadContractDocument, type Contract } from './http/contract.js';
import { bodyLimits, DEFAULT_BODY_LIMIT } from './http/body-limits.js';
import { assertOperationsMatchContract, dispatch } from './http/dispatch.js';
import { fail } from './http/failure.js';
import { allOperations } from './http/operations.js';
import { sendFailure } from './http/responses.js';
import { securityHeaders } from './http/security-headers.js';
import { MAILBOX_STYLE, mailboxPage } from './mail/mailbox-page.js';
import { listMails } from './mail/outbox.js';
import { handleProviderEvent } from './billing/subscription-sync.js';
import { lockWorkspace } from './billing/settle.js';
import type { SandboxDeps } from './payments/sandbox/sandbox-context.js';
import { createSandboxProvider } from './payments/sandbox/sandbox-provider.js';
import { addSandboxPages } from './payments/sandbox/sandbox-routes.js';
import { SANDBOX_STYLE } from './payments/sandbox/sandbox-html.js';
import { createEspeakEngine } from './speech/espeak/espeak-engine.adapter.js';
import type { SpeechEngine } from './speech/speech-engine.port.js';
import { MAX_RECORDING_BYTES } from './speech/audio-upload.js';

export interface AppDeps {
  /** A migrated database. */
  readonly db: Database;
  readonly config: Config;
  readonly clock?: Clock;
  /** The loaded contract; loaded from openapi/openapi.yaml when absent. */
  readonly contract?: Contract;
  /** Check every successful answer against the contract (tests). */
  readonly checkResponses?: boolean;
  /** The speech engine; espeak-ng in worker threads when absent. */
  readonly speech?: SpeechEngine;
}

/** Speech to speech uploads recordings of up to 30 MB (plus the multipart framing); a larger one is a bad recording. */
const limitBodies = bodyLimits(
  [{ path: /^\/v1\/speech-to-speech\//, maxBytes: MAX_RECORDING_BYTES + 64 * 1024, failure: fail('invalid_audio', 'The audio file is larger than 30 MB.') }],
  DEFAULT_BODY_LIMIT,
);

const corsFor = (config: Config) =>
  cors({
    origin: config.appOrigin,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Cadence-Geo', 'xi-api-key'],
    exposeHeaders: ['Allow', 'Retry-After', 'WWW-Authenticate', 'request-id', 'history-item-id', 'character-cost'],
    maxAge: 600,
  });

const addDevMailboxPage = (app: Hono, ctx: AppContext): void => {
  if (ctx.config.devMailbox) app.get('/dev/mailbox', async (c) => c.html(mailboxPage(await listMails(ctx.db, null))));
};

/** The payment sandbox, reporting to billing and locking workspaces the way billing does. */
const sandboxDeps = (deps: AppDeps, clock: Clock): SandboxDeps => ({
  clock, apiOrigin: deps.config.apiOrigin, deliver: handleProviderEvent, lockCustomer: lockWorkspace,
});

let engine: SpeechEngine | null = null;
/** One espeak-ng engine per process, shared by every app (tests create many apps). */
const sharedEngine = (): SpeechEngine => (engine ??= createEspeakEngine());

/** The API: CORS, one error shape, the dev mailbox page, the payment sandbox's pages, and every contract operation. */
export const createApp = async (deps: AppDeps): Promise<Hono> => {
  const clock = deps.clock ?? systemClock;
  const tokens = createAccessTokens(await loadJwtSecret(deps.db, deps.config), clock);
  const sandbox = sandboxDeps(deps, clock);
  const ctx: AppContext = { db: deps.db, clock, config: deps.config, tokens, payments: createSandboxProvider(sandbox),
    speech: deps.speech ?? sharedEngine(), running: new Map() };
  const contract = deps.contract ?? (await createContract(await loadContractDocument()));
  const operations = allOperations(ctx);
  assertOperationsMatchContract(contract, operations);
  const app = new Hono();
  app.use('*', securityHeaders({ inlineStyles: [MAILBOX_STYLE, SANDBOX_STYLE], formTargets: [deps.config.appOrigin, deps.config.apiOrigin] }));
  app.use('*', corsFor(deps.config));
  app.use('*', limitBodies);
  addDevMailboxPage(app, ctx);
  addSandboxPages(app, deps.db, sandbox);
  app.all('*', dispatch({ contract, operations, tokens, db: deps.db, config: deps.config, checkResponses: deps.checkResponses ?? false }));
  app.notFound((c) => sendFailure(c, fail('not_found')));
  app.onError((error, c) => {
    console.error(error);
    return sendFailure(c, fail('internal_error'));
  });
  return app;
};
