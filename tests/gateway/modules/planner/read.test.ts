import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../../gateway/src/server.ts';
import { planGroupFixture } from '../../support/fake-ops-host.ts';
import { graphql, startGateway } from '../../support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from '../../support/tiny-server.ts';

// The planner read asks the host only for the big per-group lists the operation selects.

const group = planGroupFixture(1);
const lists = {
  unpackable_counts_per_line: [{ pack_line_name: 'A', count: 2 }],
  ineligible_zones: [3],
};

let host: TinyServer;
let gateway: Gateway;
beforeAll(async () => {
  host = await startTinyServer((req, res) => {
    const omitted = new URL(req.url ?? '/', 'http://x').searchParams.get('omit')?.split(',') ?? [];
    const answered = Object.fromEntries(
      Object.entries(lists).filter(([field]) => !omitted.includes(field)),
    );
    sendJson(res, 200, {
      menus: [],
      last_updated_at: '2026-11-23T10:00:00.000Z',
      pack_line_plan_groups: [{ ...group, ...answered }],
      pack_lines: [],
    });
  });
  gateway = await startGateway(host.url);
});
afterAll(async () => {
  await gateway?.close();
  await host?.close();
});

async function read(selection: string, fragments = '') {
  const before = host.requests.length;
  const answer = await graphql(
    gateway,
    `query { packLinePlanner(packingFacilityId: "1") { packLinePlanGroups { ${selection} } } } ${fragments}`,
  );
  const [request] = host.requests.slice(before);
  return {
    answer,
    omit: new URL(request!.url, 'http://x').searchParams.get('omit'),
  };
}

describe('the planner read through the gateway', () => {
  it('leaves both lists out of the host read when the operation asks for neither', async () => {
    const { answer, omit } = await read('id name unpackableBoxCount');
    expect(answer.body.errors).toBeUndefined();
    expect(omit).toBe('unpackable_counts_per_line,ineligible_zones');
    expect(answer.body.data).toEqual({
      packLinePlanner: { packLinePlanGroups: [{ id: '1', name: 'CHI-1', unpackableBoxCount: 2 }] },
    });
  });

  it('asks for a list the operation selects, through a named fragment too', async () => {
    const { answer, omit } = await read(
      'id ...Counts',
      'fragment Counts on PackLinePlanGroup { unpackableCountsPerLine { packLineName count } }',
    );
    expect(omit).toBe('ineligible_zones');
    expect(answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [
          { id: '1', unpackableCountsPerLine: [{ packLineName: 'A', count: 2 }] },
        ],
      },
    });
  });

  it('asks for everything when the operation selects both', async () => {
    const { answer, omit } = await read('id ineligibleZones unpackableCountsPerLine { count }');
    expect(omit).toBeNull();
    expect(answer.body.data).toEqual({
      packLinePlanner: {
        packLinePlanGroups: [
          { id: '1', ineligibleZones: [3], unpackableCountsPerLine: [{ count: 2 }] },
        ],
      },
    });
  });
});
