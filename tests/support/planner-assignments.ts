import { expect } from 'vitest';
import type { collect, httpClient } from './graphql.ts';
import type { Json } from './http.ts';

// A planner screen's stream of Chicago's assignments, and a planner making them one after
// another: each assignment is one event, so the events a subscriber received can be held
// against the assignments made, in order.

const ASSIGN = `mutation ($input: AssignPackLinePlanGroupsInput!) {
  assignPackLinePlanGroups(input: $input) { userErrors { message } } }`;
export const PLANNER_EVENTS = `subscription { packLinePlannerEvents(abbreviatedName: "CHI") {
  event reason packLinePlanGroupIds } }`;

export type PlannerEvent = {
  packLinePlannerEvents: { event: string; reason: string | null; packLinePlanGroupIds: string[] };
};

type Subscriber = ReturnType<typeof collect<PlannerEvent>>;

/** Chicago (facility 1) assignments made by a signed-in admin, and a subscriber's events. */
export function plannerAssignments(admin: ReturnType<typeof httpClient>, subscriber: Subscriber) {
  /** The groups as this planner last saw them (each assignment it makes is what moves them). */
  let groups: { id: string; line: string; boxCount: number }[] = [];
  /** The group ids assigned, in order (each assignment moves one group). */
  const sent: string[] = [];

  /** The next group, moved to the other of lines A and B. */
  function nextMove() {
    const group = groups[sent.length % groups.length]!;
    return { group, id: group.id, line: group.line === 'A' ? 'B' : 'A' };
  }
  function made(move: { id: string; line: string }) {
    groups.find((group) => group.id === move.id)!.line = move.line;
    sent.push(move.id);
  }

  return {
    sent,

    /** Takes a dozen of Chicago's open groups (not the one given) to move around. */
    async loadGroups(except?: number) {
      const { body } = await admin.request<Json>(
        `query { packLinePlanner(packingFacilityId: "1") {
          packLinePlanGroups { id complete lineAssignment boxCount } } }`,
      );
      groups = (body.data?.packLinePlanner.packLinePlanGroups as Json[])
        .filter((g) => !g.complete && g.id !== String(except))
        .slice(0, 12)
        .map((g) => ({
          id: g.id as string,
          line: g.lineAssignment as string,
          boxCount: g.boxCount as number,
        }));
      expect(groups.length).toBeGreaterThan(3);
    },

    /** Moves the next group through the gateway. */
    async assignNext() {
      const move = nextMove();
      const { body } = await admin.request<Json>(ASSIGN, {
        input: {
          packingFacilityId: '1',
          packLineName: move.line,
          packLinePlanGroupIds: [move.id],
          seenGroups: [
            {
              id: move.id,
              lineAssignment: move.group.line,
              boxCount: move.group.boxCount,
              complete: false,
            },
          ],
        },
      });
      expect(body.data?.assignPackLinePlanGroups.userErrors).toEqual([]);
      made(move);
    },

    /** Moves the next group by the operations host's own REST call, with the admin's session. */
    async assignNextOnHost(hostUrl: string) {
      const move = nextMove();
      const response = await fetch(
        `${hostUrl}/pack_line_planner/pack_line_plan_groups/assign_pack_line`,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie: admin.cookie },
          body: JSON.stringify({
            packing_facility_id: 1,
            pack_line_plan_group_data: [
              { pack_line_name: move.line, pack_line_plan_group_ids: [Number(move.id)] },
            ],
            seen_pack_line_plan_groups: [
              {
                id: Number(move.id),
                pack_line_name: move.group.line === 'Unassigned' ? null : move.group.line,
                box_count: move.group.boxCount,
                complete: false,
              },
            ],
          }),
        },
      );
      expect(response.status).toBe(200);
      made(move);
    },

    /** The group ids of the assign events the subscriber has received, in order. */
    received() {
      return subscriber.results
        .map((result) => result.data?.packLinePlannerEvents)
        .filter((event) => event?.reason === 'assign')
        .map((event) => event!.packLinePlanGroupIds.join(','));
    },

    async waitForAssignEvents(count: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (this.received().length < count && Date.now() < deadline && !subscriber.failure) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
