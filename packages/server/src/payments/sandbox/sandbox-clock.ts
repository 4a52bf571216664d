import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.port.js';

/** How far the sandbox's test clock is ahead of the server's clock, in ms (0 until it is first advanced). */
export const clockOffset = async (db: Database): Promise<number> =>
  (await db.query<{ offset_ms: number }>('SELECT offset_ms FROM sandbox_clock'))[0]?.offset_ms ?? 0;

/** The sandbox's time: the injected clock plus the persisted offset. */
export const sandboxNow = async (db: Database, clock: Clock): Promise<number> => clock.now() + (await clockOffset(db));

/** Moves the sandbox's clock forward by ms; answers its new time. */
export const advanceSandboxClock = async (db: Database, clock: Clock, ms: number): Promise<number> => {
  const [row] = await db.query<{ offset_ms: number }>(
    `INSERT INTO sandbox_clock (id, offset_ms) VALUES (true, $1)
     ON CONFLICT (id) DO UPDATE SET offset_ms = sandbox_clock.offset_ms + EXCLUDED.offset_ms RETURNING offset_ms`,
    [ms],
  );
  return clock.now() + (row?.offset_ms ?? ms);
};
