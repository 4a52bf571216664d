import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { postJson, TEST_VOICE } from '../testing/speech-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

/** The free tier's concurrency (the plan catalogue's reading). */
const FREE_CONCURRENCY = 2;

useWarmEngines();

describe.each(testBackends())('the concurrency limit of generations on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  it('answers 429 while the tier\'s streams are open, and takes a new one once a stream completed', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const stream = () => postJson(t.app, `/v1/text-to-speech/${TEST_VOICE}/stream`, access_token, { text: 'One sentence. Another sentence.' });
    // Open streams whose bodies are not read yet hold their slots.
    const open = await Promise.all(Array.from({ length: FREE_CONCURRENCY }, stream));
    expect(open.map((response) => response.status)).toEqual([200, 200]);
    const refused = await stream();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: { status: string } }).detail.status).toBe('too_many_concurrent_requests');
    const dialogue = await postJson(t.app, '/v1/text-to-dialogue/stream', access_token, { inputs: [{ text: 'Hi.', voice_id: TEST_VOICE }] });
    expect(dialogue.status).toBe(429);
    await open[0]?.arrayBuffer();
    const next = await stream();
    expect(next.status).toBe(200);
    await Promise.all([open[1]?.arrayBuffer(), next.arrayBuffer()]);
  }, 30_000);

  it('frees the slot of a stream the client cancelled', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const stream = () => postJson(t.app, `/v1/text-to-speech/${TEST_VOICE}/stream`, access_token, { text: 'First. Second. Third.' });
    const [a, b] = await Promise.all([stream(), stream()]);
    expect((await stream()).status).toBe(429);
    await a?.body?.cancel();
    const next = await stream();
    expect(next.status).toBe(200);
    await Promise.all([b?.arrayBuffer(), next.arrayBuffer()]);
  }, 30_000);
});
