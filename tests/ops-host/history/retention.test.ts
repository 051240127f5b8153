import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHistory } from '../../../ops-host/src/history/record.ts';
import { pruneExpired } from '../../../ops-host/src/retention/service.ts';
import { startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

const DAY = 86_400_000;
let host: TestOpsHost;
beforeAll(async () => {
  host = await startTestOpsHost({ env: { HISTORY_RETENTION_DAYS: '30' } });
}, 120_000);
afterAll(() => host?.stop());

describe('history retention', () => {
  it('the hourly prune drops entries older than HISTORY_RETENTION_DAYS and keeps the rest', async () => {
    const db = host.handle.db;
    const ids = await db.transaction().execute(async (tx) => {
      const made = [];
      for (const summary of ['31 days old', '29 days old']) {
        const entry = await recordHistory(
          tx,
          { kind: 'system', id: null, name: 'Test' },
          { facilityId: 1, kind: 'meal_letter.updated', summary, before: null, after: null },
        );
        made.push(entry.id);
      }
      return made;
    });
    const [old, kept] = ids as [number, number];
    await db
      .updateTable('history')
      .set({ recorded_at: new Date(Date.now() - 31 * DAY) })
      .where('id', '=', old)
      .execute();
    await db
      .updateTable('history')
      .set({ recorded_at: new Date(Date.now() - 29 * DAY) })
      .where('id', '=', kept)
      .execute();

    const result = await pruneExpired(db, host.config);

    expect(result.history).toBe(1);
    const left = await db.selectFrom('history').select('id').where('id', 'in', ids).execute();
    expect(left.map((row) => row.id)).toEqual([kept]);
  });
});
