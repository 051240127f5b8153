import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { caller, type Caller, historyCount } from './support.ts';

// Line presets in history: creation, saves and deletion are recorded in the screen's words; a
// refused save records nothing; undo of a save writes the preset back while it is as the save
// left it, and is refused, naming what changed, once it was saved again.

const FACILITY = 1;
const BASE = `/pick_to_light/packing_facilities/${FACILITY}/line_presets`;
let host: TestOpsHost;
let admin: Caller;

beforeAll(async () => {
  host = await startTestOpsHost();
  admin = caller(host.url, { cookie: await signInCookie(host.url) });
}, 120_000);
afterAll(() => host?.stop());

const newest = async () => (await admin.history(FACILITY, { first: 1 })).entries[0]!;
const count = () => historyCount(host);

/** A new preset, a copy of Full Line, as the screen's Duplicate makes it. */
async function copyOfFullLine(name: string): Promise<Json> {
  const list = (await admin.get(BASE)).body.line_presets as Json[];
  const source = list.find((p) => p.name === 'Full Line')!;
  const created = await admin.post(BASE, { name, existing_line_preset_id: source.id });
  expect(created.status, created.text).toBe(201);
  return created.body.line_preset;
}

/** The preset's zones as a save sends them back. */
const zonesOf = (preset: Json) => preset.zones.map((zone: Json) => ({ ...zone }));
const save = (preset: Json, zones: Json[], name = preset.name) =>
  admin.put(`${BASE}/${preset.id}`, { name, description: preset.description, zones });

describe('line presets in history', () => {
  it('records a creation, which says how to take it back', async () => {
    const preset = await copyOfFullLine('History copy');
    expect(await newest()).toMatchObject({
      kind: 'line_preset.created',
      screen: 'line_presets',
      summary: `Preset History copy created, a copy of Full Line (${preset.zones.length} zone(s))`,
      undoable: false,
      not_undoable_reason:
        'Creating a preset is not undone here: delete the preset to take it back.',
    });
  });

  it('records a save in the screen’s words; undo writes the preset back', async () => {
    const preset = await copyOfFullLine('History undo');
    const zones = zonesOf(preset);
    const last = zones.at(-1);
    const saved = await save(preset, zones.slice(0, -1), 'History undone');
    expect(saved.status, saved.text).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'line_preset.updated',
      summary: `Preset History undo: name History undo → History undone; zone ${last.zone_id} removed`,
      before: { name: 'History undo' },
      after: { name: 'History undone' },
      undoable: true,
    });
    const undone = await admin.undo(FACILITY, entry.id);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.entry.summary).toBe(
      `Undo: Preset History undone: name History undone → History undo; zone ${last.zone_id} added`,
    );
    const back = (await admin.get(`${BASE}/${preset.id}`)).body.line_preset;
    expect(back.name).toBe('History undo');
    const shape = (z: Json) => ({ ...z, id: undefined });
    expect(back.zones.map(shape)).toEqual(preset.zones.map(shape));
  });

  it('a refused save records nothing', async () => {
    const preset = await copyOfFullLine('History refused');
    const before = await count();
    // Two zones of one zone id: refused.
    const zones = zonesOf(preset);
    const refused = await save(preset, [...zones, { ...zones[0], id: null }]);
    expect(refused.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('undo of a save is refused, naming what changed, once the preset was saved again', async () => {
    const preset = await copyOfFullLine('History twice');
    const zones = zonesOf(preset);
    expect((await save(preset, zones, 'History twice 1')).status).toBe(200);
    const first = await newest();
    const again = (await admin.get(`${BASE}/${preset.id}`)).body.line_preset;
    expect((await save(again, zonesOf(again).slice(1), 'History twice 1')).status).toBe(200);
    const refused = await admin.undo(FACILITY, first.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Changed since, so nothing was undone: preset History twice 1 was saved again (zone ${zones[0].zone_id} removed).`,
    );
    expect((await admin.get(`${BASE}/${preset.id}`)).body.line_preset.name).toBe('History twice 1');
  });

  it('records a deletion with the zones it had', async () => {
    const preset = await copyOfFullLine('History deleted');
    const deleted = await admin.call('DELETE', `${BASE}/${preset.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      kind: 'line_preset.deleted',
      summary: `Preset History deleted deleted (${preset.zones.length} zone(s))`,
      after: null,
      undoable: false,
    });
    expect(entry.before.zones).toHaveLength(preset.zones.length);
  });
});
