import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { lineOrder, seenOf } from '../../support/planner.ts';

let host: TestOpsHost;
let admin: string;
beforeAll(async () => {
  host = await startTestOpsHost();
  admin = await signInCookie(host.url);
});
afterAll(() => host?.stop());

const GROUPS = '/pack_line_planner/pack_line_plan_groups';

async function put(path: string, body: Json) {
  const response = await fetch(`${host.url}${GROUPS}/${path}`, {
    method: 'PUT',
    headers: { cookie: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ packing_facility_id: 1, ...body }),
  });
  expect(response.status).toBe(200);
  return readJson(response);
}
const read = async (): Promise<Json> =>
  readJson(
    await fetch(`${host.url}${GROUPS}?packing_facility_id=1`, { headers: { cookie: admin } }),
  );
const lineOf = (view: Json, name: string) =>
  view.pack_lines.find((line: Json) => line.name === name);
const groupOf = (view: Json, id: number) =>
  view.pack_line_plan_groups.find((group: Json) => group.id === id);
const available = (group: Json) => group.remaining_box_count - group.unpackable_box_count > 0;
describe("a line's next group follows its saved order", () => {
  it('after a reorder, Up Next is the first available group after the current one, in the answer and a fresh read', async () => {
    const view = await read();
    const order = lineOrder(view, 'A');
    const current = lineOf(view, 'A').current_group_id;
    expect(order.indexOf(current)).toBe(0);
    // A group further down moves to 2nd place, just after the one in progress.
    const moved = order.slice(2).findLast((id) => available(groupOf(view, id)))!;
    expect(moved).toBeDefined();
    expect(lineOf(view, 'A').next_group_id).not.toBe(moved);
    const next = [current, moved, ...order.slice(1).filter((id) => id !== moved)];

    const answer = await put('update_display_order', {
      pack_line_name: 'A',
      ordered_pack_line_plan_groups: next,
      seen_ordered_pack_line_plan_groups: order,
    });
    expect(lineOf(answer, 'A')).toMatchObject({ current_group_id: current, next_group_id: moved });
    expect(lineOf(await read(), 'A')).toMatchObject({
      current_group_id: current,
      next_group_id: moved,
    });
  });

  it('completing the next group by hand moves Up Next to the following available group', async () => {
    const view = await read();
    const line = lineOf(view, 'A');
    const order = lineOrder(view, 'A');
    const following = order
      .slice(order.indexOf(line.next_group_id) + 1)
      .find((id) => available(groupOf(view, id)));
    await put('manual_completion', {
      pack_line_plan_group_ids: [line.next_group_id],
      seen_pack_line_plan_groups: [seenOf(groupOf(view, line.next_group_id))],
    });
    expect(lineOf(await read(), 'A').next_group_id).toBe(following);
  });
});
