import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';
import { benchHistoryItemId, seedBenchHistory } from './bench-history.js';

describe.each(testBackends())('bench history seed on $name', (backend) => {
  const t = useTestApp(backend);

  it('inserts rows the history API pages, filters and searches like generated ones', async () => {
    const { access_token } = await signUp(t.api, 'bench@example.com');
    await seedBenchHistory(t.db, 'bench@example.com', 400, t.clock.now(), new Uint8Array([0xff, 0xfb, 0x90, 0x00]));
    const first = await t.api.get('/v1/history?page_size=100&source=TTS', access_token);
    expect(first.status).toBe(200);
    expect(first.body.history).toHaveLength(100);
    expect(first.body.history[0]).toMatchObject({ history_item_id: benchHistoryItemId(1), source: 'TTS', voice_name: 'Jack' });
    expect(first.body.has_more).toBe(true);
    const deep = await t.api.get(`/v1/history?page_size=100&start_after_history_item_id=${benchHistoryItemId(350)}`, access_token);
    expect(deep.body.history).toHaveLength(50);
    expect(deep.body.has_more).toBe(false);
    const search = await t.api.get('/v1/history?page_size=1000&search=lighthouse', access_token);
    expect(search.body.history).toHaveLength(40);
    const sts = await t.api.get('/v1/history?page_size=1000&source=STS', access_token);
    expect(sts.body.history).toHaveLength(20);
    expect(sts.body.history[0].text).toBeNull();
  });
});
