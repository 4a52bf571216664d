import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, type Document, type Operation as ContractOperation } from 'openapi-backend';
import { parse } from 'yaml';
import { validationMessage } from './validation-message.js';

const CONTRACT_PATH = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));

/** The e-mail syntax browsers accept for input type=email (WHATWG HTML). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type Match =
  | { readonly kind: 'found'; readonly operation: ContractOperation }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'method_not_allowed'; readonly allow: readonly string[] };

export interface ContractRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string | string[]>>;
  /** The parsed JSON body, or undefined when the request has none. */
  readonly body: unknown;
}

export type Validation =
  | { readonly valid: true; readonly query: Readonly<Record<string, unknown>>; readonly params: Readonly<Record<string, string>> }
  | { readonly valid: false; readonly message: string };

/** openapi/openapi.yaml, loaded for routing and validation. */
export interface Contract {
  readonly operations: readonly ContractOperation[];
  match(method: string, path: string): Match;
  validateRequest(operation: ContractOperation, request: ContractRequest): Validation;
  /** A readable reason why a response does not follow the contract, or null when it does. */
  checkResponse(operation: ContractOperation, status: number, body: unknown): string | null;
}

const templatePattern = (template: string): RegExp =>
  new RegExp(`^${template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}/?$`);

const allowedMethods = (operations: readonly ContractOperation[], path: string): readonly string[] =>
  operations.filter((operation) => templatePattern(operation.path).test(path)).map((operation) => operation.method.toUpperCase());

const matcher = (api: OpenAPIBackend) => (method: string, path: string): Match => {
  const operation = api.router.matchOperation({ method, path, headers: {} });
  if (operation !== undefined) return { kind: 'found', operation };
  const allow = allowedMethods(api.router.getOperations(), path);
  return allow.length === 0 ? { kind: 'not_found' } : { kind: 'method_not_allowed', allow };
};

const requestValidator = (api: OpenAPIBackend) => (operation: ContractOperation, request: ContractRequest): Validation => {
  const headers: Record<string, string> = request.body === undefined ? {} : { 'content-type': 'application/json' };
  const result = api.validator.validateRequest(
    { method: request.method, path: request.path, headers, query: { ...request.query }, body: request.body },
    operation,
  );
  if (!result.valid) return { valid: false, message: validationMessage(result.errors ?? []) };
  const coerced = (result.coerced ?? {}) as { query?: Record<string, unknown>; params?: Record<string, string> };
  return { valid: true, query: coerced.query ?? {}, params: coerced.params ?? {} };
};

/** Builds the contract from a parsed OpenAPI document. */
export const createContract = async (document: Document): Promise<Contract> => {
  // quick: openapi-backend's document check knows OpenAPI 3.0 only; the request schemas compile fine with Ajv.
  const api = new OpenAPIBackend({
    definition: document,
    quick: true,
    coerceTypes: true,
    customizeAjv: (ajv) => ajv.addFormat('email', EMAIL),
  });
  await api.init();
  return {
    operations: api.router.getOperations(),
    match: matcher(api),
    validateRequest: requestValidator(api),
    checkResponse: (operation, status, body) => {
      const result = api.validator.validateResponse(body, operation, status);
      return result.valid ? null : validationMessage(result.errors ?? []);
    },
  };
};

/** Reads and parses openapi/openapi.yaml. */
export const loadContractDocument = async (path: string = CONTRACT_PATH): Promise<Document> =>
  parse(await readFile(path, 'utf8')) as Document;
