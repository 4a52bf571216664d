import { Hono } from 'hono';
import type { Operation as ContractOperation } from 'openapi-backend';
import { describe, expect, it } from 'vitest';
import { readRequestBody } from './request-body.js';

const multipartOperation = { requestBody: { content: { 'multipart/form-data': { schema: {} } } } } as unknown as ContractOperation;

/** An app that answers what readRequestBody read (files as their name, type and bytes). */
const echo = new Hono().post('/', async (c) => {
  const read = await readRequestBody(c, multipartOperation);
  const files = 'files' in read && read.files !== undefined
    ? Object.fromEntries(Object.entries(read.files).map(([name, file]) => [name, { name: file.name, type: file.type, bytes: [...file.bytes] }]))
    : undefined;
  return c.json({ ...read, files });
});

describe('reading multipart/form-data bodies', () => {
  it('answers text fields as strings, and files both as bytes and, for validation, as their name', async () => {
    const form = new FormData();
    form.append('model_id', 'eleven_english_sts_v2');
    form.append('audio', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/wav' }), 'take-1.wav');
    const read = await (await echo.request('/', { method: 'POST', body: form })).json();
    expect(read).toEqual({
      body: { model_id: 'eleven_english_sts_v2', audio: 'take-1.wav' },
      files: { audio: { name: 'take-1.wav', type: 'audio/wav', bytes: [1, 2, 3] } },
    });
  });

  it('refuses another media type with 415, and reads no body as none', async () => {
    const json = await (await echo.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    expect(json).toEqual({ failure: 'unsupported_media_type', message: 'Send the request body as multipart/form-data.' });
    expect(await (await echo.request('/', { method: 'POST' })).json()).toEqual({});
  });
});
