import type { Failure } from './failure.js';
import { fail, isFailure } from './failure.js';
import type { UploadedFile } from './request-body.js';

/** Who calls a secured operation, from a verified access token. */
export interface Caller {
  readonly userId: string;
  readonly email: string;
  /** The workspace_id claim: the workspace the session acts in. */
  readonly workspaceId: string;
}

/** A request that passed the contract's validation. */
export interface OperationInput<Body> {
  readonly body: Body;
  readonly query: Readonly<Record<string, unknown>>;
  readonly params: Readonly<Record<string, string>>;
  readonly header: (name: string) => string | undefined;
  /** Who the client is for throttling: its address. */
  readonly client: string;
  /** The files of a multipart/form-data body, by field name. */
  readonly files?: Readonly<Record<string, UploadedFile>>;
}

export interface Reply {
  readonly status: 200 | 201;
  readonly json: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** An answer that is not JSON: audio, a zip, or a stream of either (never checked against the contract). */
export interface BinaryReply {
  readonly status: 200;
  readonly body: Uint8Array | ReadableStream<Uint8Array>;
  readonly headers: Readonly<Record<string, string>>;
}

export type Outcome = Reply | BinaryReply | Failure;

export const isBinaryReply = (outcome: Outcome): outcome is BinaryReply => 'body' in outcome;

/** One operation of the contract: whether it needs a caller, and what it does. */
export interface Operation {
  readonly secured: boolean;
  readonly run: (input: OperationInput<unknown>, caller: Caller | null) => Promise<Outcome>;
}

/**
 * An operation without authentication. The body type is what the contract's schema guarantees: the dispatcher
 * validates every request against openapi.yaml before run is called.
 */
export const publicOperation = <Body = undefined>(run: (input: OperationInput<Body>) => Promise<Outcome>): Operation => ({
  secured: false,
  run: (input) => run(input as OperationInput<Body>),
});

/** An operation that needs a bearer access token; run receives the verified caller. */
export const securedOperation = <Body = undefined>(
  run: (input: OperationInput<Body>, caller: Caller) => Promise<Outcome>,
): Operation => ({
  secured: true,
  run: (input, caller) => (caller === null ? Promise.resolve(fail('unauthorized')) : run(input as OperationInput<Body>, caller)),
});

export const reply = (json: unknown, status: 200 | 201 = 200): Reply => ({ status, json });

/** The contract's Ok answer. */
export const ok = (): Reply => reply({ status: 'ok' });

/** The failure itself, or the contract's Ok answer when the step succeeded. */
export const okUnlessFailed = (result: unknown): Outcome => (isFailure(result) ? result : ok());

/** The failure itself, or the value as the JSON answer. */
export const replyUnlessFailed = <T>(result: T | Failure, status: 200 | 201 = 200): Outcome =>
  isFailure(result) ? result : reply(result, status);
