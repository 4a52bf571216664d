import type { Context } from 'hono';
import type { Operation as ContractOperation } from 'openapi-backend';
import { fail, type Failure } from './failure.js';

const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const isJsonMediaType = (contentType: string | undefined): boolean => {
  const mediaType = mediaTypeOf(contentType);
  return mediaType === 'application/json' || mediaType.endsWith('+json');
};

/** A file of a multipart request. */
export interface UploadedFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** What the body of a request turned out to be; multipart bodies also carry their files. */
export type RequestBody = { readonly body: unknown; readonly files?: Readonly<Record<string, UploadedFile>> } | Failure;

const declaresMultipart = (operation: ContractOperation): boolean => {
  const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
  return content['multipart/form-data'] !== undefined;
};

/**
 * Reads a multipart/form-data body: text fields as strings, and each file both in files and, for the contract's
 * validation (format: binary is a string there), as its file name in the body.
 */
const readMultipart = async (c: Context): Promise<RequestBody> => {
  if (mediaTypeOf(c.req.header('content-type')) !== 'multipart/form-data') {
    return (await c.req.text()).trim() === '' ? { body: undefined } : fail('unsupported_media_type', 'Send the request body as multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail('invalid_request', 'The multipart/form-data body could not be read.');
  }
  const body: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') body[name] = value;
    else {
      body[name] = value.name === '' ? name : value.name;
      files[name] = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
  }
  return { body, files };
};

/**
 * Reads the JSON body of an operation that has one: no body is undefined (the contract then says whether one is
 * required), a body that is not declared as JSON is refused, and malformed JSON is invalid_json. Operations
 * without a request body ignore whatever was sent.
 */
export const readRequestBody = async (c: Context, operation: ContractOperation): Promise<RequestBody> => {
  if (operation.requestBody === undefined) return { body: undefined };
  if (declaresMultipart(operation)) return readMultipart(c);
  const text = await c.req.text();
  if (text.trim() === '') return { body: undefined };
  if (!isJsonMediaType(c.req.header('content-type'))) return fail('unsupported_media_type');
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return fail('invalid_json');
  }
};
