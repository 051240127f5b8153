import { channels } from '@ops/schema/realtime';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../support/http.ts';
import {
  floorSessionCookie,
  startTestOpsHost,
  type DatabaseKind,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { databaseKinds } from '../../support/stack.ts';

describe.each(await databaseKinds())('register_event on %s', (database: DatabaseKind) => {
  let host: TestOpsHost;
  let chicagoFloor: string;
  beforeAll(async () => {
    host = await startTestOpsHost({ database });
    chicagoFloor = await floorSessionCookie(host, 'chicago');
  });
  afterAll(() => host?.stop());

  function register(body: Record<string, unknown>, cookie = chicagoFloor) {
    return fetch(`${host.url}/register_event`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'heartbeat', zone_state: 'active', ...body }),
    });
  }

  const latestBeat = () =>
    host.handle.db
      .selectFrom('heartbeats as h')
      .innerJoin('pack_lines as l', 'l.id', 'h.pack_line_id')
      .select(['l.name', 'h.zone_id', 'h.event_type', 'h.zone_state'])
      .orderBy('h.id', 'desc')
      .executeTakeFirstOrThrow();
  const heartbeatCount = () =>
    host.handle.db
      .selectFrom('heartbeats')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
  /** A Chicago line by its letter. */
  const chicagoLine = (name: string) =>
    host.handle.db
      .selectFrom('pack_lines')
      .select(['id', 'line_preset_id'])
      .where('packing_facility_id', '=', 1)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();

  describe('register_event (heartbeats)', () => {
    it('records a zone screen’s heartbeat, the line letter in any case', async () => {
      const response = await register({
        packing_facility_abbreviation: 'chi',
        line_letter: 'b',
        pack_line_zone_id: 3,
      });
      expect(response.status).toBe(200);
      expect((await readJson(response)).registered).toBe(true);
      expect(await latestBeat()).toEqual({
        name: 'B',
        zone_id: 3,
        event_type: 'heartbeat',
        zone_state: 'active',
      });
    });

    it('records the printer screen as zone 0 and resolves MealCard to the preset’s meal card zone', async () => {
      await register({
        packing_facility_abbreviation: 'CHI',
        line_letter: 'A',
        pack_line_zone_id: 0,
      });
      expect((await latestBeat()).zone_id).toBe(0);
      await register({
        packing_facility_abbreviation: 'CHI',
        line_letter: 'A',
        pack_line_zone_id: 'MealCard',
      });
      expect((await latestBeat()).zone_id).toBe(5);
    });

    it('tells the facility’s status walls when a screen comes online, not on its next heartbeats', async () => {
      const db = host.handle.db;
      const beat = () =>
        register({ packing_facility_abbreviation: 'CHI', line_letter: 'C', pack_line_zone_id: 7 });
      const onlineEvents = async () =>
        (
          await db
            .selectFrom('realtime_events')
            .select('payload')
            .where('channel', '=', channels.packLineStatus('CHI'))
            .execute()
        ).filter((row) => (row.payload as { reason?: string }).reason === 'online').length;
      const line = await chicagoLine('C');
      await db
        .deleteFrom('heartbeats')
        .where('pack_line_id', '=', line.id)
        .where('zone_id', '=', 7)
        .execute();
      const before = await onlineEvents();

      expect((await beat()).status).toBe(200);
      expect(await onlineEvents()).toBe(before + 1);
      expect((await beat()).status).toBe(200);
      expect(await onlineEvents()).toBe(before + 1);

      // Its last heartbeat 119 s old: still online. 121 s old: this one brings it back.
      const age = async (seconds: number) =>
        db
          .updateTable('heartbeats')
          .set({ received_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
          .where('pack_line_id', '=', line.id)
          .where('zone_id', '=', 7)
          .execute();
      await age(119);
      await beat();
      expect(await onlineEvents()).toBe(before + 1);
      await age(121);
      await beat();
      expect(await onlineEvents()).toBe(before + 2);
    });

    it('a line the facility does not have is 404; another facility 403', async () => {
      const before = await heartbeatCount();
      const missing = await register({
        packing_facility_abbreviation: 'CHI',
        line_letter: 'Z',
        pack_line_zone_id: 1,
      });
      expect(missing.status).toBe(404);
      expect((await readJson(missing)).message).toBe('No pack line Z at this facility.');
      expect(await heartbeatCount()).toEqual(before);
      const other = await register({
        packing_facility_abbreviation: 'SBD',
        line_letter: 'A',
        pack_line_zone_id: 1,
      });
      expect(other.status).toBe(403);
      expect(await heartbeatCount()).toEqual(before);
    });

    it('MealCard on a line whose preset has no meal card zone is 404, and records nothing', async () => {
      const db = host.handle.db;
      const line = await chicagoLine('D');
      const before = await heartbeatCount();
      await db
        .updateTable('pack_lines')
        .set({ line_preset_id: null })
        .where('id', '=', line.id)
        .execute();
      try {
        const response = await register({
          packing_facility_abbreviation: 'CHI',
          line_letter: 'd',
          pack_line_zone_id: 'MealCard',
        });
        expect(response.status).toBe(404);
        expect((await readJson(response)).message).toBe('Line D has no meal card zone.');
        expect(await heartbeatCount()).toEqual(before);
      } finally {
        await db
          .updateTable('pack_lines')
          .set({ line_preset_id: line.line_preset_id })
          .where('id', '=', line.id)
          .execute();
      }
    });
  });
});
