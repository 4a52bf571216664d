import type { Context } from 'hono';
import type { Operation as ContractOperation } from 'openapi-backend';
import { fail, type Failure } from './failure.js';

const isJsonMediaType = (contentType: string | undefined): boolean => {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
};

/** What the body of a request turned out to be. */
export type RequestBody = { readonly body: unknown } | Failure;

/**
 * Reads the JSON body of an operation that has one: no body is undefined (the contract then says whether one is
 * required), a body that is not declared as JSON is refused, and malformed JSON is invalid_json. Operations
 * without a request body ignore whatever was sent.
 */
export const readRequestBody = async (c: Context, operation: ContractOperation): Promise<RequestBody> => {
  if (operation.requestBody === undefined) return { body: undefined };
  const text = await c.req.text();
  if (text.trim() === '') return { body: undefined };
  if (!isJsonMediaType(c.req.header('content-type'))) return fail('unsupported_media_type');
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return fail('invalid_json');
  }
};
