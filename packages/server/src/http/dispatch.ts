import type { Context } from 'hono';
import type { Operation as ContractOperation } from 'openapi-backend';
import type { AccessTokens } from '../accounts/access-tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.port.js';
import { resolveCaller } from './bearer.js';
import { clientAddress } from './client-address.js';
import type { Contract } from './contract.js';
import { fail, isFailure } from './failure.js';
import type { OperationId } from './operation-ids.js';
import { isBinaryReply, type Operation, type Outcome } from './operation.js';
import { readRequestBody } from './request-body.js';
import { checkDecodedText, checkPath, checkRawQuery } from './request-text.js';
import { sendFailure, sendJson } from './responses.js';

export interface DispatchDeps {
  readonly contract: Contract;
  readonly operations: Readonly<Record<OperationId, Operation>>;
  readonly tokens: AccessTokens;
  readonly db: Database;
  readonly config: Config;
  /** Check every successful answer against the contract's response schema (tests): a mismatch is a 500. */
  readonly checkResponses: boolean;
}

const queryOf = (c: Context): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? '') : values]));

const answer = (deps: DispatchDeps, c: Context, operation: ContractOperation, outcome: Outcome): Response => {
  if (isFailure(outcome)) return sendFailure(c, outcome);
  if (isBinaryReply(outcome)) return new Response(outcome.body, { status: outcome.status, headers: outcome.headers });
  const problem = deps.checkResponses ? deps.contract.checkResponse(operation, outcome.status, outcome.json) : null;
  if (problem !== null) throw new Error(`The answer of ${String(operation.operationId)} breaks the contract: ${problem}`);
  return sendJson(outcome.json, outcome.status, outcome.headers);
};

const runOperation = async (deps: DispatchDeps, c: Context, contractOperation: ContractOperation): Promise<Response> => {
  const operation = deps.operations[contractOperation.operationId as OperationId];
  const caller = operation.secured ? await resolveCaller(c, deps.tokens, deps.db) : null;
  if (operation.secured && caller === null) return sendFailure(c, fail('unauthorized'), { 'www-authenticate': 'Bearer' });
  const read = await readRequestBody(c, contractOperation);
  if (isFailure(read)) return sendFailure(c, read);
  const request = { method: c.req.method, path: c.req.path, query: queryOf(c), body: read.body };
  const unsafe = checkDecodedText(request.query, read.body);
  if (unsafe !== null) return sendFailure(c, unsafe);
  const validation = deps.contract.validateRequest(contractOperation, request);
  if (!validation.valid) return sendFailure(c, fail('invalid_request', validation.message));
  const input = {
    body: read.body, query: validation.query, params: validation.params, header: (name: string) => c.req.header(name),
    client: clientAddress(c, deps.config.trustProxy), ...(read.files === undefined ? {} : { files: read.files }),
  };
  return answer(deps, c, contractOperation, await operation.run(input, caller));
};

/**
 * Routes a request to its contract operation: 400 for an address with malformed escapes, 404 for unknown paths,
 * 405 for unknown methods; then auth, body, text no database can store (NUL, unpaired surrogates) anywhere in the
 * query or the body, and validation.
 */
export const dispatch = (deps: DispatchDeps) => async (c: Context): Promise<Response> => {
  const malformed = checkPath(c.req.path) ?? checkRawQuery(c.req.url);
  if (malformed !== null) return sendFailure(c, malformed);
  const match = deps.contract.match(c.req.method, c.req.path);
  if (match.kind === 'not_found') return sendFailure(c, fail('not_found'));
  if (match.kind === 'method_not_allowed') return sendFailure(c, fail('method_not_allowed'), { allow: match.allow.join(', ') });
  return runOperation(deps, c, match.operation);
};

/** Refuses to start when the contract and the operation table disagree on an operation or on its security. */
export const assertOperationsMatchContract = (contract: Contract, operations: Readonly<Record<string, Operation>>): void => {
  const contractIds = contract.operations.map((operation) => String(operation.operationId));
  const missing = contractIds.filter((id) => operations[id] === undefined);
  const extra = Object.keys(operations).filter((id) => !contractIds.includes(id));
  const wrongSecurity = contract.operations.filter((operation) => {
    const secured = (operation.security ?? []).length > 0;
    return operations[String(operation.operationId)]?.secured !== secured;
  });
  if (missing.length + extra.length + wrongSecurity.length > 0) {
    throw new Error(`Operations and contract differ: missing ${missing.join(', ')}; extra ${extra.join(', ')}; security ${wrongSecurity.map((op) => op.operationId).join(', ')}`);
  }
};
