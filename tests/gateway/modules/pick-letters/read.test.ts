import { afterEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../../gateway/src/server.ts';
import { graphql, startGateway } from '../../support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from '../../support/tiny-server.ts';

const counts = {
  meal_pickables: 2,
  meal_letters_assigned: 1,
  proteins: 1,
  protein_letters_assigned: 1,
  duplicate_letters: 0,
};
const mealLetter = {
  pickable_id: 5,
  pickable_type: 'MenuSelection',
  pickable_name: 'Chili',
  meal_letter: 'M1',
  meal_bag: null,
  meal_plans: ['standard'],
  menu_id: 2,
  packing_facility_id: 1,
};
const proteinLetter = {
  ingredient_boxing_assignment_id: 9,
  ingredient_id: 4,
  ingredient_name: 'Beef',
  ingredient_brand_name: null,
  is_replacement: false,
  letter: 'P1',
  meal_id: 5,
  meal_title: 'Chili',
  quantity: 1,
};

const QUERY = `query { pickLetters(packingFacilityId: "1", menuId: "2") {
  lockedMenu counts { mealPickables }
  ...Rows } }
  fragment Rows on PickLetters { mealLetters { pickableName } proteinLetters { letter } }`;

let host: TinyServer | undefined;
let gateway: Gateway | undefined;
afterEach(async () => {
  await gateway?.close();
  await host?.close();
  gateway = host = undefined;
});

/**
 * A host that answers the counts read only once the letter reads have arrived too (or after
 * `holdMs`), and the letter reads at once; `countsStatus` refuses the counts read.
 */
async function start(countsStatus = 200, holdMs = 2_000) {
  let lettersAsked = 0;
  const seen = { lettersAskedBeforeCountsAnswered: 0 };
  let release: () => void = () => undefined;
  const bothAsked = new Promise<void>((resolve) => (release = resolve));
  host = await startTinyServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/pick_letters/counts') {
      await Promise.race([bothAsked, new Promise((resolve) => setTimeout(resolve, holdMs))]);
      seen.lettersAskedBeforeCountsAnswered = lettersAsked;
      if (countsStatus !== 200) {
        return sendJson(res, countsStatus, { message: 'You do not have access to this facility.' });
      }
      return sendJson(res, 200, { counts, locked_menu: false });
    }
    lettersAsked += 1;
    if (lettersAsked === 2) release();
    if (path === '/pick_letters/meal_letters') {
      return sendJson(res, 200, { meal_letters: [mealLetter], locked_menu: false });
    }
    return sendJson(res, 200, { protein_letters: [proteinLetter], locked_menu: false });
  });
  gateway = await startGateway(host.url);
  return { server: host, seen };
}

const paths = (server: TinyServer) =>
  server.requests.map((request) => new URL(request.url, 'http://x').pathname);

describe('pick letters read through the gateway', () => {
  it('asks the host for the counts and both letter lists at once, each once', async () => {
    const { server, seen } = await start();

    const answer = await graphql(gateway!, QUERY, { cookie: 'ops_session=valid-token' });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      pickLetters: {
        lockedMenu: false,
        counts: { mealPickables: 2 },
        mealLetters: [{ pickableName: 'Chili' }],
        proteinLetters: [{ letter: 'P1' }],
      },
    });
    // Both letter reads reached the host while the counts read was still unanswered.
    expect(seen.lettersAskedBeforeCountsAnswered).toBe(2);
    expect(paths(server).sort()).toEqual([
      '/pick_letters/counts',
      '/pick_letters/meal_letters',
      '/pick_letters/protein_letters',
    ]);
    for (const request of server.requests) {
      expect(request.url).toContain('packing_facility_id=1&menu_id=2');
      expect(request.headers.cookie).toBe('ops_session=valid-token');
    }
  });

  it("answers the counts call's refusal, whatever the letter reads returned", async () => {
    await start(403);

    const answer = await graphql(gateway!, QUERY, { cookie: 'ops_session=valid-token' });

    expect(answer.body.data).toBeNull();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors![0]).toMatchObject({
      message: 'You do not have access to this facility.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('reads only the letter lists the operation asks for', async () => {
    const { server } = await start(200, 50);

    const answer = await graphql(
      gateway!,
      'query { pickLetters(packingFacilityId: "1", menuId: "2") { lockedMenu mealLetters { mealLetter } } }',
      { cookie: 'ops_session=valid-token' },
    );

    expect(answer.body.data).toEqual({
      pickLetters: { lockedMenu: false, mealLetters: [{ mealLetter: 'M1' }] },
    });
    expect(paths(server).sort()).toEqual(['/pick_letters/counts', '/pick_letters/meal_letters']);
  });
});
