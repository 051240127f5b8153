import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../support/http.ts';
import { floorSessionCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

let host: TestOpsHost;
let chicagoFloor: string;
beforeAll(async () => {
  host = await startTestOpsHost();
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

  it('a line the facility does not have is 404; another facility 403', async () => {
    const missing = await register({
      packing_facility_abbreviation: 'CHI',
      line_letter: 'Z',
      pack_line_zone_id: 1,
    });
    expect(missing.status).toBe(404);
    const other = await register({
      packing_facility_abbreviation: 'SBD',
      line_letter: 'A',
      pack_line_zone_id: 1,
    });
    expect(other.status).toBe(403);
  });
});
