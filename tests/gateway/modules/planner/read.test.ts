import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../../gateway/src/server.ts';
import { planGroupFixture } from '../../support/fake-ops-host.ts';
import { graphql, startGateway } from '../../support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from '../../support/tiny-server.ts';
import { MSGPACK_MEDIA_TYPE, packAnswer } from '../../../../schema/src/msgpack.ts';

// The planner read asks the host only for the big per-group lists, the lines' letters, and the
// group's fields that repeat or follow from others, that the operation selects.

const group = planGroupFixture(1);
const lists = {
  unpackable_counts_per_line: [{ pack_line_name: 'A', count: 2 }],
  ineligible_zones: [3],
};

const noLetters = {
  protein_letters: [],
  meal_letters: [],
  tempo_letters: [],
  family_letters: [],
  add_on_letters: [],
  heat_and_eat_letters: [],
  other_letters: [],
};
const letters = {
  ...noLetters,
  protein_letters: [{ pickable_letter: 'P1', pickable_name: 'Chicken Breast' }],
};
const line = {
  id: 4,
  name: 'A',
  packing_facility_id: 1,
  line_preset: null,
  box_count: 0,
  printed_box_count: 0,
  unpackable_box_count: 0,
  unconfigured_picks: 0,
  filtered_pickables: 0,
  filters: [],
  last_scanned_at: null,
  last_printed_at: null,
  current_group_id: null,
  next_group_id: null,
};

let host: TinyServer;
let gateway: Gateway;
beforeAll(async () => {
  host = await startTinyServer((req, res) => {
    const omitted = new URL(req.url ?? '/', 'http://x').searchParams.get('omit')?.split(',') ?? [];
    const answered = Object.fromEntries(
      Object.entries({ ...group, ...lists }).filter(([field]) => !omitted.includes(field)),
    );
    sendJson(res, 200, {
      menus: [],
      last_updated_at: '2026-11-23T10:00:00.000Z',
      pickables: letters,
      shipping_regions: [{ id: 9, name: 'Chicago', category: 'Local' }],
      pack_line_plan_groups: [answered],
      pack_lines: [{ ...line, ...(!omitted.includes('line_pickables') && { pickables: letters }) }],
    });
  });
  gateway = await startGateway(host.url);
});
afterAll(async () => {
  await gateway?.close();
  await host?.close();
});

async function read(selection: string, fragments = '', planner = '') {
  const before = host.requests.length;
  const answer = await graphql(
    gateway,
    `query { packLinePlanner(packingFacilityId: "1") { packLinePlanGroups { ${selection} } ${planner} } } ${fragments}`,
  );
  const [request] = host.requests.slice(before);
  return {
    answer,
    omit: new URL(request!.url, 'http://x').searchParams.get('omit'),
  };
}

/** What the host is asked to leave out besides the lists: every repeated or derived field. */
const DERIVED = 'shipping_region,shipping_region_category,ship_day,remaining_box_count,complete';

describe('the planner read through the gateway', () => {
  it('leaves both lists out of the host read when the operation asks for neither', async () => {
    const { answer, omit } = await read('id name unpackableBoxCount');
    expect(answer.body.errors).toBeUndefined();
    expect(omit).toBe(`unpackable_counts_per_line,ineligible_zones,line_pickables,${DERIVED}`);
    expect(answer.body.data).toEqual({
      packLinePlanner: { packLinePlanGroups: [{ id: '1', name: 'CHI-1', unpackableBoxCount: 2 }] },
    });
  });

  it('asks for a list the operation selects, through a named fragment too', async () => {
    const { answer, omit } = await read(
      'id ...Counts',
      'fragment Counts on PackLinePlanGroup { unpackableCountsPerLine { packLineName count } }',
    );
    expect(omit).toBe(`ineligible_zones,line_pickables,${DERIVED}`);
    expect(answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [
          { id: '1', unpackableCountsPerLine: [{ packLineName: 'A', count: 2 }] },
        ],
      },
    });
  });

  it("asks for everything when the operation selects every field of a group and the lines' letters", async () => {
    const { answer, omit } = await read(
      `id ineligibleZones unpackableCountsPerLine { count }
       shippingRegion shippingRegionCategory shipDay remainingBoxCount complete`,
      '',
      'packLines { pickables { proteinLetters { pickableLetter } } }',
    );
    expect(omit).toBeNull();
    expect(answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [
          {
            id: '1',
            ineligibleZones: [3],
            unpackableCountsPerLine: [{ count: 2 }],
            shippingRegion: 'Chicago',
            shippingRegionCategory: 'Local',
            shipDay: 'Tuesday',
            remainingBoxCount: 10,
            complete: false,
          },
        ],
        packLines: [{ pickables: { proteinLetters: [{ pickableLetter: 'P1' }] } }],
      },
    });
  });
});

describe("a group's fields", () => {
  it("each answers the host's value for it", async () => {
    const { answer } = await read(
      `id name shipDate shipDay shippingRegionId shippingRegion shippingRegionCategory mealPlan
       boxSize boxCount remainingBoxCount unpackableBoxCount printedBoxCount lineAssignment
       complete softComplete displayOrder dockoutTimeStamp
       unpackableCountsPerLine { packLineName count } ineligibleZones`,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [
          {
            id: '1',
            name: 'CHI-1',
            shipDate: '2026-11-24',
            shipDay: 'Tuesday',
            shippingRegionId: '9',
            shippingRegion: 'Chicago',
            shippingRegionCategory: 'Local',
            mealPlan: 'standard',
            boxSize: 16,
            boxCount: 10,
            remainingBoxCount: 10,
            unpackableBoxCount: 2,
            printedBoxCount: 0,
            lineAssignment: 'A',
            complete: false,
            softComplete: false,
            displayOrder: 1,
            dockoutTimeStamp: null,
            unpackableCountsPerLine: [{ packLineName: 'A', count: 2 }],
            ineligibleZones: [3],
          },
        ],
      },
    });
  });
});

describe("the menu's letters in the planner read", () => {
  it('come once for the planner; a line has them only when the operation selects them', async () => {
    const once = await read(
      'id',
      '',
      `pickables { proteinLetters { pickableLetter pickableName } otherLetters { pickableLetter } }
       packLines { name filters }`,
    );
    expect(once.answer.body.errors).toBeUndefined();
    expect(once.omit).toBe(`unpackable_counts_per_line,ineligible_zones,line_pickables,${DERIVED}`);
    expect(once.answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [{ id: '1' }],
        pickables: {
          proteinLetters: [{ pickableLetter: 'P1', pickableName: 'Chicken Breast' }],
          otherLetters: [],
        },
        packLines: [{ name: 'A', filters: [] }],
      },
    });

    const perLine = await read(
      'id',
      '',
      'packLines { pickables { proteinLetters { pickableLetter } } }',
    );
    expect(perLine.omit).toBe(`unpackable_counts_per_line,ineligible_zones,${DERIVED}`);
    expect(perLine.answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [{ id: '1' }],
        packLines: [{ pickables: { proteinLetters: [{ pickableLetter: 'P1' }] } }],
      },
    });
  });

  it("names each group's region by id and the facility's regions once, without their names in the groups", async () => {
    const { answer, omit } = await read(
      'id shippingRegionId',
      '',
      'shippingRegions { id name category }',
    );
    expect(answer.body.errors).toBeUndefined();
    expect(omit).toContain('shipping_region,shipping_region_category');
    expect(answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [{ id: '1', shippingRegionId: '9' }],
        shippingRegions: [{ id: '9', name: 'Chicago', category: 'Local' }],
      },
    });
  });
});

describe('a planner read of 3,000 groups through the gateway', () => {
  const groups = Array.from({ length: 3000 }, (_, index) => planGroupFixture(index + 1));
  const answer = {
    menus: [],
    last_updated_at: '2026-11-23T10:00:00.000Z',
    pack_line_plan_groups: groups,
    pack_lines: [],
  };
  let bigHost: TinyServer;
  let bigGateway: Gateway;
  let inMessagePack = true;
  beforeAll(async () => {
    bigHost = await startTinyServer((_req, res) => {
      if (!inMessagePack) return sendJson(res, 200, answer);
      res.writeHead(200, { 'content-type': MSGPACK_MEDIA_TYPE });
      res.end(packAnswer(answer));
    });
    bigGateway = await startGateway(bigHost.url);
  });
  afterAll(async () => {
    await bigGateway?.close();
    await bigHost?.close();
  });

  async function readAll() {
    const response = await fetch(`${bigGateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query { packLinePlanner(packingFacilityId: "1") { packLinePlanGroups { id name shipDate unpackableBoxCount dockoutTimeStamp } } }',
      }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes };
  }

  it('asks the host for MessagePack first, and answers every group from it', async () => {
    inMessagePack = true;
    const { response, bytes } = await readAll();

    expect(bigHost.requests.at(-1)!.headers.accept).toBe(
      `${MSGPACK_MEDIA_TYPE}, application/json;q=0.9`,
    );
    expect(response.status).toBe(200);
    // Announced whole: the length is the bytes received.
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const { data } = JSON.parse(bytes.toString('utf8'));
    expect(data.packLinePlanner.packLinePlanGroups).toHaveLength(3000);
    expect(data.packLinePlanner.packLinePlanGroups[2999]).toEqual({
      id: '3000',
      name: 'CHI-3000',
      shipDate: '2026-11-24',
      unpackableBoxCount: 2,
      dockoutTimeStamp: null,
    });
  });

  it('answers byte for byte what it answers from the same read in JSON', async () => {
    inMessagePack = true;
    const fromMessagePack = (await readAll()).bytes;
    inMessagePack = false;
    const fromJson = (await readAll()).bytes;

    expect(fromMessagePack.length).toBeGreaterThan(100_000);
    expect(fromMessagePack.equals(fromJson)).toBe(true);
  });
});
