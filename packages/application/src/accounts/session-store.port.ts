import type * as O from 'fp-ts/lib/Option.js';
import type { SessionTokens } from './session-tokens.js';

/** Where the browser keeps the session between page loads; a stored value that fails to decode is absent. */
export interface SessionStore {
  load(): O.Option<SessionTokens>;
  save(tokens: SessionTokens): void;
  clear(): void;
}
