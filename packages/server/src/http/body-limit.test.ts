import { request, Agent, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

/** One request through node:http on the given agent, the whole answer read (or the socket's error). */
const send = (agent: Agent, port: number, method: string, path: string, body?: Buffer): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(body.length) };
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });

const jsonOf = (size: number): Buffer => Buffer.from(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(size) }));

describe.each(testBackends())('bodies over the limit on a kept-alive connection on $name', (backend) => {
  const t = useTestApp(backend);
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['just over 1 MB', 1_100_000, '/v1/auth/sign-in'],
    ['of 40 MB', 40_000_000, '/v1/auth/sign-in'],
    ['of 40 MB to an upload path', 40_000_000, '/v1/speech-to-speech/voice-1'],
  ])('answers a body %s with a whole 413 and serves the next request', async (_name, size, path) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, port, 'POST', path, jsonOf(size));
      expect(refused.status).toBe(path.includes('speech') ? 400 : 413);
      expect(JSON.parse(refused.text).detail.status).toBe(path.includes('speech') ? 'invalid_audio' : 'payload_too_large');
      expect(refused.headers.connection).toBe('close');
      const next = await send(agent, port, 'GET', '/v1/geolocation');
      expect(next.status).toBe(200);
      const fresh = new Agent({ keepAlive: true });
      expect((await send(fresh, port, 'GET', '/v1/geolocation')).status).toBe(200);
      fresh.destroy();
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
