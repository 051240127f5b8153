import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

let host: TestOpsHost;
let admin: string;
beforeAll(async () => {
  host = await startTestOpsHost();
  admin = await signInCookie(host.url);
});
afterAll(() => host?.stop());

const base = (facility: number) => `/pick_to_light/packing_facilities/${facility}/line_presets`;

function call(method: string, path: string, body?: unknown, cookie = admin) {
  return fetch(`${host.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function presetNamed(facility: number, name: string): Promise<Json> {
  const list = await readJson(await call('GET', base(facility)));
  const summary = list.line_presets.find((p: Json) => p.name === name);
  return (await readJson(await call('GET', `${base(facility)}/${summary.id}`))).line_preset;
}

async function eventCount(): Promise<number> {
  const rows = await host.handle.db.selectFrom('realtime_events').select('id').execute();
  return rows.length;
}

/** The save body of a preset as the host answered it (what an unchanged save sends). */
function saveBody(preset: Json) {
  return structuredClone({
    name: preset.name,
    description: preset.description,
    zones: preset.zones,
  }) as Json;
}

describe('listing and reading presets', () => {
  it("lists a facility's presets by name with the lines using each", async () => {
    const body = await readJson(await call('GET', base(1)));
    expect(body.line_presets.map((p: Json) => p.name)).toEqual([
      'Full Line',
      'Middle Ice Trial',
      'Standard Only',
      'Tempo Express',
    ]);
    const full = body.line_presets.find((p: Json) => p.name === 'Full Line');
    expect(full.line_assignments.length).toBeGreaterThan(0);
    expect(
      body.line_presets.find((p: Json) => p.name === 'Middle Ice Trial').line_assignments,
    ).toEqual([]);
  });

  it('reads one preset with its zones in zone id order', async () => {
    const preset = await presetNamed(1, 'Full Line');
    expect(preset.zones.map((z: Json) => z.zone_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(preset.zones[6]).toMatchObject({
      pickable_type: 'Ice Top',
      rows: 2,
      item_letters: ['64', '32'],
    });
  });

  it("another facility's preset id is not found in this facility", async () => {
    const chicago = await presetNamed(1, 'Full Line');
    const response = await call('GET', `${base(8)}/${chicago.id}`);
    expect(response.status).toBe(404);
  });

  it('a facility the user may not see is refused with 403', async () => {
    const lead = await signInCookie(host.url, 'chicago.lead@example.com');
    expect((await call('GET', base(8), undefined, lead)).status).toBe(403);
  });
});

describe('creating and duplicating', () => {
  it('creates an empty preset, trimming its name', async () => {
    const response = await call('POST', base(2), { name: '  Night Shift ', description: 'Late' });
    expect(response.status).toBe(201);
    const { line_preset: preset } = await readJson(response);
    expect(preset).toMatchObject({
      name: 'Night Shift',
      description: 'Late',
      zones: [],
      line_assignments: [],
    });
  });

  it.each([
    [{ name: 'full line' }, 'Name already exists'],
    [{ name: '   ' }, 'Name is required'],
  ])('refuses %j with 422 %j', async (body, message) => {
    const response = await call('POST', base(1), body);
    expect(response.status).toBe(422);
    expect(await readJson(response)).toMatchObject({ message, field: 'name' });
  });

  it('a duplicate copies every zone into new rows', async () => {
    const source = await presetNamed(1, 'Tempo Express');
    const response = await call('POST', base(1), {
      name: 'Tempo Copy',
      description: '',
      existing_line_preset_id: source.id,
    });
    const { line_preset: copy } = await readJson(response);
    const strip = (zones: Json[]) => zones.map(({ id: _id, ...zone }) => zone);
    expect(strip(copy.zones)).toEqual(strip(source.zones));
    expect(copy.zones.map((z: Json) => z.id)).not.toContain(source.zones[0].id);
    expect(copy.line_assignments).toEqual([]);
  });

  it("duplicating another facility's preset is refused", async () => {
    const chicago = await presetNamed(1, 'Tempo Express');
    const response = await call('POST', base(2), {
      name: 'Stolen',
      existing_line_preset_id: chicago.id,
    });
    expect(response.status).toBe(404);
  });
});

describe('saving', () => {
  it('saves zones and tells the zone screens of every line using the preset to refetch', async () => {
    const preset = await presetNamed(8, 'Full Line');
    const body = saveBody(preset);
    body.zones[0].item_letters[body.zones[0].item_letters.length - 1] = 'P99';
    body.zones.push({
      zone_id: 20,
      pickable_type: 'Pallet',
      rows: 1,
      columns: 1,
      item_letters: [],
    });
    const before = await host.handle.db.selectFrom('realtime_events').select('id').execute();
    const response = await call('PUT', `${base(8)}/${preset.id}`, body);
    expect(response.status).toBe(200);
    const saved = (await readJson(response)).line_preset;
    expect(saved.zones.at(-1)).toMatchObject({ zone_id: 20, pickable_type: 'Pallet' });
    expect(saved.zones[0].id).toBe(preset.zones[0].id);
    expect(saved.zones[0].item_letters.at(-1)).toBe('P99');
    const events = await host.handle.db
      .selectFrom('realtime_events')
      .select(['channel', 'event'])
      .where('id', 'not in', before.length ? before.map((e) => e.id) : [0])
      .execute();
    expect(events).toEqual([
      ...preset.line_assignments.map((line: Json) => ({
        channel: `pick_to_light_updates_BAL_${line.name}`,
        event: 'refetch_zone_configuration',
      })),
      // The save is recorded in history and announced to the facility's History panels.
      { channel: 'history_updates_BAL', event: 'history_recorded' },
    ]);
  });

  it('refuses an invalid preset with 422 naming zones and cells, and changes nothing', async () => {
    const preset = await presetNamed(2, 'Standard Only');
    const eventsBefore = await eventCount();
    const body = saveBody(preset);
    body.name = 'Renamed';
    body.zones[0].item_letters[0] = 'XX';
    body.zones[1].item_letters[0] = body.zones[2].item_letters[0] = 'M77';
    body.zones[3].zone_id = body.zones[4].zone_id;
    const response = await call('PUT', `${base(2)}/${preset.id}`, body);
    expect(response.status).toBe(422);
    const refusal = await readJson(response);
    expect(refusal.message).toMatch(/^The preset was not saved\. Zone 1, cell 1 \(XX\): /);
    expect(refusal.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ zone_id: 1, cell: 0, letter: 'XX' }),
        expect.objectContaining({ zone_id: 2, cell: 0, message: 'Duplicate M77 in Food zones' }),
        expect.objectContaining({ zone_id: 3, cell: 0, message: 'Duplicate M77 in Food zones' }),
        expect.objectContaining({ zone_id: 5, message: 'Duplicate zone id 5' }),
      ]),
    );
    expect(await presetNamed(2, 'Standard Only')).toEqual(preset);
    expect(await eventCount()).toBe(eventsBefore);
  });

  it('refuses a name another preset has', async () => {
    const preset = await presetNamed(2, 'Tempo Express');
    const response = await call('PUT', `${base(2)}/${preset.id}`, {
      ...saveBody(preset),
      name: 'Full Line',
    });
    expect(response.status).toBe(422);
    expect((await readJson(response)).message).toBe('Name already exists');
  });

  it('refuses a zone row of another preset', async () => {
    const preset = await presetNamed(2, 'Tempo Express');
    const other = await presetNamed(2, 'Full Line');
    const body = saveBody(preset);
    body.zones[0].id = other.zones[0].id;
    const response = await call('PUT', `${base(2)}/${preset.id}`, body);
    expect(response.status).toBe(422);
    expect(await presetNamed(2, 'Tempo Express')).toEqual(preset);
  });

  it('a body of the wrong shape is refused with 400 naming the field', async () => {
    const preset = await presetNamed(2, 'Tempo Express');
    const body = saveBody(preset);
    body.zones[0].rows = 11;
    const response = await call('PUT', `${base(2)}/${preset.id}`, body);
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/rows/);
  });
});

describe('deleting', () => {
  it("the body may be left out; an id in it must be the path's", async () => {
    const created = await readJson(await call('POST', base(7), { name: 'Short-lived' }));
    const path = `${base(7)}/${created.line_preset.id}`;
    expect((await call('DELETE', path, { id: created.line_preset.id + 1 })).status).toBe(400);
    const response = await fetch(`${host.url}${path}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    });
    expect(response.status).toBe(200);
  });

  it('a preset with lines is refused with 409 and stays', async () => {
    const preset = await presetNamed(7, 'Full Line');
    const response = await call('DELETE', `${base(7)}/${preset.id}`, { id: preset.id });
    expect(response.status).toBe(409);
    expect((await readJson(response)).message).toMatch(/^Full Line is used by lines? [A-Z]/);
    expect((await call('GET', `${base(7)}/${preset.id}`)).status).toBe(200);
  });

  it('a preset without lines is deleted with its zones, and the notice says so', async () => {
    const preset = await presetNamed(7, 'Middle Ice Trial');
    const response = await call('DELETE', `${base(7)}/${preset.id}`, { id: preset.id });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ notice: 'Middle Ice Trial was deleted.' });
    expect((await call('GET', `${base(7)}/${preset.id}`)).status).toBe(404);
    const zones = await host.handle.db
      .selectFrom('zones')
      .select('id')
      .where('line_preset_id', '=', preset.id)
      .execute();
    expect(zones).toEqual([]);
  });
});
