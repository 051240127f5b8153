import { makeExecutableSchema } from '@graphql-tools/schema';
import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { answersFromEventAlone } from '../../../../gateway/src/realtime/broadcast/event-alone.ts';
import { buildSchema } from '../../../../gateway/src/graphql/schema.ts';

// Which subscriptions answer an event the same for every subscriber (executed once per event
// for all of them): those whose answer reads nothing but the event.

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      ok: Boolean
    }
    interface Named {
      name: String!
    }
    type Line implements Named {
      name: String!
      zones(first: Int): [Int!]
      mine: Boolean
    }
    type LineEvent {
      event: String!
      line: Line
      named: Named
    }
    type Subscription {
      lineEvents(facility: String!): LineEvent!
      resolvedEvents(facility: String!): LineEvent!
    }
  `,
  resolvers: {
    Named: { __resolveType: () => 'Line' },
    Line: { mine: (_line: unknown, _args: unknown, context: { user?: string }) => !!context.user },
    Subscription: {
      lineEvents: { subscribe: () => ({}) },
      resolvedEvents: { subscribe: () => ({}), resolve: (event: unknown) => event },
    },
  },
});

function alone(source: string, inSchema = schema): boolean {
  const document = parse(source);
  return answersFromEventAlone(inSchema, document, getOperationAST(document)!);
}

describe('a subscription that answers from its event alone', () => {
  it('is one whose fields below the root are read from the event, its root given variables', () => {
    expect(
      alone(`subscription ($f: String!) {
        lineEvents(facility: $f) { __typename event line { name zones(first: 2) } ...More }
      }
      fragment More on LineEvent { event }`),
    ).toBe(true);
  });

  it('is not one with a resolver below the root, or on the root field', () => {
    expect(alone('subscription { lineEvents(facility: "CHI") { line { mine } } }')).toBe(false);
    expect(alone('subscription { resolvedEvents(facility: "CHI") { event } }')).toBe(false);
    // In a fragment too.
    expect(
      alone(`subscription { lineEvents(facility: "CHI") { ...Mine } }
        fragment Mine on LineEvent { line { mine } }`),
    ).toBe(false);
  });

  it('is not one that reads a variable below the root or in a directive', () => {
    expect(
      alone(`subscription ($n: Int) { lineEvents(facility: "CHI") { line { zones(first: $n) } } }`),
    ).toBe(false);
    expect(
      alone(
        `subscription ($x: Boolean!) { lineEvents(facility: "CHI") @include(if: $x) { event } }`,
      ),
    ).toBe(false);
    expect(
      alone(`subscription ($x: Boolean!) { lineEvents(facility: "CHI") { event @skip(if: $x) } }`),
    ).toBe(false);
  });

  it('is not one with a field of an interface or union type, nor a query', () => {
    expect(alone('subscription { lineEvents(facility: "CHI") { named { name } } }')).toBe(false);
    expect(alone('query { ok }')).toBe(false);
  });

  it('is what the zone screens, status walls and kiosks subscribe to; the supervisor code, planner and label status are not', () => {
    const gateway = buildSchema();
    const floor = [
      'subscription ($f: String!, $l: String!) { zoneScreenEvents(packingFacilityAbbreviation: $f, lineLetter: $l) { event } }',
      'subscription ($f: String!) { packLineStatusChanged(packingFacilityAbbreviation: $f) { reason } }',
      'subscription ($s: String!) { printerAppUpdates(packingFacilitySlug: $s) { event } }',
      'subscription ($f: String!, $l: String!) { printerLineUpdates(packingFacilityAbbreviation: $f, packLineName: $l) { event filters } }',
      'subscription ($s: String!, $l: String!) { printerManagement(packingFacilitySlug: $s, packLineName: $l) { event excludedIp } }',
    ];
    for (const source of floor) expect(alone(source, gateway), source).toBe(true);
    const perSubscriber = [
      'subscription ($id: ID!) { supervisorLoginCodeChanged(packingFacilityId: $id) { code } }',
      'subscription ($n: String!) { packLinePlannerEvents(abbreviatedName: $n) { event } }',
      'subscription ($id: ID!, $d: String!, $r: String!) { labelStatusEvents(packingFacilityId: $id, shipDay: $d, regionName: $r) { __typename } }',
    ];
    for (const source of perSubscriber) expect(alone(source, gateway), source).toBe(false);
  });
});
