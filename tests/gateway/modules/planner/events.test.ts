import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeStack } from '../../support/fake-stack.ts';

// A planner event's groups and lines are read from the host once for all the screens subscribed
// to the facility with the same selection, whoever they are signed in as.

/** The group's fields that repeat or follow from others: left out of a read that selects none. */
const DERIVED = 'shipping_region,shipping_region_category,ship_day,remaining_box_count,complete';
const CHANNEL = 'pack_line_planner_updates_for_F1';
const SCREEN = `subscription { packLinePlannerEvents(abbreviatedName: "F1") {
  event packLinePlanGroups { id lineAssignment } packLines { name boxCount } } }`;
const TOOL = `subscription { packLinePlannerEvents(abbreviatedName: "F1") {
  event packLinePlanGroups { id ineligibleZones } } }`;

/** What a screen receives for an event naming group 1. */
const SCREEN_EVENT = {
  data: {
    packLinePlannerEvents: {
      event: 'pack_line_updates',
      packLinePlanGroups: [{ id: '1', lineAssignment: 'A' }],
      packLines: [{ name: 'A', boxCount: 20 }],
    },
  },
};

type Result = { data?: { packLinePlannerEvents: { event: string } } | null; errors?: unknown };

const stack = useFakeStack();
beforeAll(() => {
  stack.ops.sessions.add('second-token');
});

/** A subscriber that has received its 'live' event, and what it receives next. */
async function subscriber(token: string, query = SCREEN) {
  const client = stack.client(`ops_session=${token}`);
  const iterator = client.iterate<Result['data']>({ query })[Symbol.asyncIterator]();
  const live = (await iterator.next()).value as Result;
  expect(live.data?.packLinePlannerEvents.event).toBe('live');
  return { next: async () => (await iterator.next()).value as Result };
}

/** What the host publishes when a label of group 1 is printed. */
const publishPrint = () =>
  stack.ops.sse.publish(CHANNEL, 'pack_line_updates', {
    reason: 'print',
    pack_line_plan_group_ids: [1],
  });

const eventReads = () =>
  stack.ops.requests.filter(
    (r) =>
      r.url.startsWith('/pack_line_planner/pack_line_plan_groups?') &&
      r.url.includes('pack_line_plan_group_ids=1'),
  );

describe('planner events through the gateway', () => {
  it('screens of two sessions share one read of an event; another selection reads its own', async () => {
    const screens = [
      await subscriber('valid-token'),
      await subscriber('valid-token'),
      await subscriber('second-token'),
    ];
    const tool = await subscriber('second-token', TOOL);
    const before = eventReads().length;

    const received = [...screens, tool].map((s) => s.next());
    publishPrint();
    const [first, second, third, forTool] = await Promise.all(received);

    for (const result of [first, second, third]) {
      expect(result).toEqual(SCREEN_EVENT);
    }
    expect(forTool).toEqual({
      data: {
        packLinePlannerEvents: {
          event: 'pack_line_updates',
          packLinePlanGroups: [{ id: '1', ineligibleZones: [] }],
        },
      },
    });
    const reads = eventReads().slice(before);
    expect(reads.map((r) => new URL(r.url, 'http://x').searchParams.get('omit')).sort()).toEqual([
      `unpackable_counts_per_line,ineligible_zones,line_pickables,${DERIVED}`,
      `unpackable_counts_per_line,line_pickables,${DERIVED}`,
    ]);
  });

  it('a screen still gets the event when the session of the screen it shares with has ended', async () => {
    stack.ops.sessions.add('ending-token');
    // The ending screen subscribed first: its read of the event starts first.
    const ending = await subscriber('ending-token');
    const staying = await subscriber('valid-token');
    stack.ops.sessions.delete('ending-token');

    const received = [staying.next(), ending.next()];
    publishPrint();
    const [forStaying] = await Promise.all(received);
    expect(forStaying).toEqual(SCREEN_EVENT);
  });
});

describe('the lines of a planner event', () => {
  const namesAsked = (since: number) =>
    stack.ops.requests
      .slice(since)
      .filter((r) => r.url.startsWith('/pack_line_planner/pack_line_plan_groups?'))
      .map((r) => new URL(r.url, 'http://x').searchParams.get('pack_line_names'));

  it('are read for the lines the event names only; for every line when it names none', async () => {
    const screen = await subscriber('valid-token');

    let since = stack.ops.requests.length;
    let received = screen.next();
    stack.ops.sse.publish(CHANNEL, 'pack_line_updates', {
      reason: 'print',
      pack_line_names: ['A'],
      pack_line_plan_group_ids: [1],
    });
    expect(await received).toEqual(SCREEN_EVENT);
    const named = namesAsked(since);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set(['A']));

    since = stack.ops.requests.length;
    received = screen.next();
    publishPrint();
    expect(await received).toEqual(SCREEN_EVENT);
    const unnamed = namesAsked(since);
    expect(unnamed.length).toBeGreaterThan(0);
    expect(new Set(unnamed)).toEqual(new Set([null]));
  });
});
