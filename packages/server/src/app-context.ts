import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.port.js';
import type { AccessTokens } from './accounts/access-tokens.js';
import type { PaymentProvider } from './payments/payment-provider.port.js';
import type { SpeechEngine } from './speech/speech-engine.port.js';

/** What every service and operation works with. */
export interface AppContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly config: Config;
  readonly tokens: AccessTokens;
  /** The card provider billing works through (the local sandbox in this server). */
  readonly payments: PaymentProvider;
  /** The engine text-to-speech renders with (espeak-ng in worker threads by default). */
  readonly speech: SpeechEngine;
  /** Generations running now, per workspace (the tier's concurrency limit). */
  readonly running: Map<string, number>;
}
