import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import type { Json } from '../support/http.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';

const ZONE_FIELDS = `id zoneId pickableType rows columns itemLetters includesBinder includesProteinCard
  includesAddOnCard includesFamilyAddOnCard includesPromotionalItem qaAddOns qaMealBags qaProteins
  qaReadyToHeat qaAccessories qaTopIce qaMiddleIce qaBottomIce qaNearMiss qaQc`;
const PRESET_FIELDS = `id packingFacilityId name description lineAssignments { id name } zones { ${ZONE_FIELDS} }`;
const LIST = `query ($f: ID!) { linePresets(packingFacilityId: $f) { id name description lineAssignments { name } } }`;
const ONE = `query ($f: ID!, $id: ID!) { linePreset(packingFacilityId: $f, id: $id) { ${PRESET_FIELDS} } }`;
const CREATE = `mutation ($input: CreateLinePresetInput!) {
  createLinePreset(input: $input) { linePreset { ${PRESET_FIELDS} } userErrors { field message } } }`;
const SAVE = `mutation ($input: SaveLinePresetInput!) {
  saveLinePreset(input: $input) { linePreset { ${PRESET_FIELDS} } userErrors { field message } } }`;
const DELETE = `mutation ($input: DeleteLinePresetInput!) {
  deleteLinePreset(input: $input) { deletedId notice userErrors { field message } } }`;

describe.each(await databaseKinds())('line presets through the gateway on %s', (database) => {
  let stack: TestStack;
  let client: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    stack = await startStack(database);
    client = httpClient(stack.gatewayUrl);
    await client.request(
      `mutation { signIn(input: { email: "admin@example.com", password: "${TEST_ADMIN_PASSWORD}" }) { user { id } } }`,
    );
  });
  afterAll(() => stack?.stop());

  async function data(query: string, variables: Record<string, unknown>): Promise<Json> {
    const { body } = await client.request<Json>(query, variables);
    expect(body.errors).toBeUndefined();
    return body.data as Json;
  }
  async function presetNamed(facility: string, name: string): Promise<Json> {
    const list = await data(LIST, { f: facility });
    const id = list.linePresets.find((p: Json) => p.name === name).id;
    return (await data(ONE, { f: facility, id })).linePreset;
  }
  const saveInput = (preset: Json) =>
    structuredClone({
      packingFacilityId: preset.packingFacilityId,
      id: preset.id,
      name: preset.name,
      description: preset.description,
      zones: preset.zones,
    }) as Json;

  it('lists the presets of a facility with their line assignments', async () => {
    const { linePresets } = await data(LIST, { f: '1' });
    expect(linePresets.map((p: Json) => p.name)).toContain('Middle Ice Trial');
    expect(linePresets.find((p: Json) => p.name === 'Full Line').lineAssignments[0].name).toBe('A');
  });

  it('creates a preset, and refuses a taken name as a user error on the name field', async () => {
    const created = await data(CREATE, { input: { packingFacilityId: '2', name: 'Weekend' } });
    expect(created.createLinePreset).toMatchObject({
      linePreset: { name: 'Weekend', description: '', zones: [], lineAssignments: [] },
      userErrors: [],
    });
    const again = await data(CREATE, { input: { packingFacilityId: '2', name: 'weekend' } });
    expect(again.createLinePreset).toEqual({
      linePreset: null,
      userErrors: [{ field: ['input', 'name'], message: 'Name already exists' }],
    });
  });

  it("a duplicate's zones are copies with new ids", async () => {
    const source = await presetNamed('1', 'Full Line');
    const { createLinePreset } = await data(CREATE, {
      input: { packingFacilityId: '1', name: 'Full Line Copy', existingLinePresetId: source.id },
    });
    const copy = createLinePreset.linePreset;
    const strip = (zones: Json[]) => zones.map(({ id: _id, ...zone }) => zone);
    expect(strip(copy.zones)).toEqual(strip(source.zones));
    const sourceIds = new Set(source.zones.map((z: Json) => z.id));
    expect(copy.zones.some((z: Json) => sourceIds.has(z.id))).toBe(false);
  });

  it('an invalid save is refused with user errors per cell and changes nothing', async () => {
    const preset = await presetNamed('7', 'Full Line');
    const input = saveInput(preset);
    input.description = 'changed';
    input.zones[1].itemLetters[0] = 'M1234';
    input.zones[4].itemLetters[1] = 'P1';
    const { saveLinePreset } = await data(SAVE, { input });
    expect(saveLinePreset.linePreset).toBeNull();
    expect(saveLinePreset.userErrors).toEqual(
      expect.arrayContaining([
        {
          field: ['input', 'zones', '1', 'itemLetters', '0'],
          message: expect.stringMatching(/^Cells take/),
        },
        {
          field: ['input', 'zones', '4', 'itemLetters', '1'],
          message: 'Duplicate P1 across food, meal card and ice zones',
        },
      ]),
    );
    expect(await presetNamed('7', 'Full Line')).toEqual(preset);
  });

  it('a valid save returns the saved preset, zones keeping their ids', async () => {
    const preset = await presetNamed('7', 'Tempo Express');
    const input = saveInput(preset);
    input.name = 'Tempo Express II';
    input.zones.push({ ...input.zones.at(-2), id: null, zoneId: 12 });
    const { saveLinePreset } = await data(SAVE, { input });
    expect(saveLinePreset.userErrors).toEqual([]);
    expect(saveLinePreset.linePreset.name).toBe('Tempo Express II');
    expect(saveLinePreset.linePreset.zones.map((z: Json) => z.zoneId)).toEqual([
      1, 2, 3, 4, 5, 6, 12,
    ]);
    expect(saveLinePreset.linePreset.zones[0].id).toBe(preset.zones[0].id);
  });

  it('deleting a preset with lines is a user error; one without lines is deleted', async () => {
    const used = await presetNamed('8', 'Full Line');
    const refused = await data(DELETE, { input: { packingFacilityId: '8', id: used.id } });
    expect(refused.deleteLinePreset).toMatchObject({ deletedId: null, notice: null });
    expect(refused.deleteLinePreset.userErrors[0].message).toMatch(/cannot be deleted/);
    const spare = await presetNamed('8', 'Middle Ice Trial');
    const deleted = await data(DELETE, { input: { packingFacilityId: '8', id: spare.id } });
    expect(deleted.deleteLinePreset).toEqual({
      deletedId: spare.id,
      notice: 'Middle Ice Trial was deleted.',
      userErrors: [],
    });
    const { body } = await client.request(ONE, { f: '8', id: spare.id });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
