import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate.js';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed/demo-accounts.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('migrations and demo data on $name', (backend) => {
  const t = useTestApp(backend);

  it('records every migration once, in order, and applies nothing the second time', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort());
    const recorded = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.version)).toEqual(versions);
    expect(await migrate(t.db, t.clock)).toEqual([]);
  });

  it('rolls a failing migration back completely', async () => {
    const broken = [{ version: '9999-broken', sql: 'CREATE TABLE half_done (id int); SELECT missing_column FROM half_done;' }];
    await expect(migrate(t.db, t.clock, broken)).rejects.toThrow();
    expect(await t.db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half_done'")).toEqual([]);
    expect(await t.db.query("SELECT 1 FROM schema_migrations WHERE version = '9999-broken'")).toEqual([]);
  });

  it('seeds the verified demo and support accounts once', async () => {
    expect(await seedDemoAccounts(t.db, t.clock)).toEqual(['demo@cadence.dev', 'support@cadence.dev']);
    expect(await seedDemoAccounts(t.db, t.clock)).toEqual([]);
    const demo = await t.api.post('/v1/auth/sign-in', { email: 'demo@cadence.dev', password: DEMO_PASSWORD });
    expect(demo.body).toMatchObject({ email: 'demo@cadence.dev', email_verified: true });
    expect((await t.api.get('/v1/workspace', demo.body.access_token)).body.subscription.tier).toBe('free');
    const support = await t.api.post('/v1/auth/sign-in', { email: 'support@cadence.dev', password: DEMO_PASSWORD });
    const request = await t.api.post('/v1/support/sign-in-requests', { email: 'demo@cadence.dev' }, support.body.access_token);
    expect(request.body).toEqual({ status: 'ok' });
  });
});
