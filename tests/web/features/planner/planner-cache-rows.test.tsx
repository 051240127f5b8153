import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Rules from '@ops/schema/planner/rules';
import { createCache } from '../../../../web/src/app/apollo/cache.ts';
import { PlanGroupTable } from '../../../../web/src/features/planner/plan-group-table.tsx';
import { PlannerChangeContext } from '../../../../web/src/features/planner/planner-change-context.ts';
import { writePlannerChange } from '../../../../web/src/features/planner/planner-data.ts';
import { useAssignGroups } from '../../../../web/src/features/planner/use-assign-groups.ts';
import { usePlanGroups } from '../../../../web/src/features/planner/use-plan-groups.ts';
import { usePlannerData } from '../../../../web/src/features/planner/use-planner-data.ts';
import { PlannerGroupsQueryDocument } from '../../../../web/src/generated/graphql.ts';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';
import { planGroup } from './plan-group-fixture.ts';
import { assignSevenToB, plannerAnswer } from './planner-cache-fixture.tsx';
import { giveTheTableItsHeight } from './table-box.ts';

// Each render of a row works out its group's remaining boxes: the groups counted here are the
// rows that rendered.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('@ops/schema/planner/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof Rules>();
  return {
    ...rules,
    remainingBoxes: (group: Parameters<typeof Rules.remainingBoxes>[0]) => {
      rendered.push((group as { id?: string }).id ?? '?');
      return rules.remainingBoxes(group);
    },
  };
});

ignorePseudoElementStyles();
giveTheTableItsHeight();

/** Ten open groups on line A, group 1 first: all in the table's view. */
const groups = Array.from({ length: 10 }, (_, index) =>
  planGroup({ id: String(index + 1), name: `Group ${index + 1}`, displayOrder: index + 1 }),
);

/** A client answering the planner's read and the mocks given, and what it was asked for. */
function plannerClient(mocks: ConstructorParameters<typeof MockLink>[0] = []) {
  const asked: string[] = [];
  const read = {
    request: { query: PlannerGroupsQueryDocument, variables: { packingFacilityId: '1' } },
    result: { data: plannerAnswer(groups) },
  };
  const client = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      new ApolloLink((operation, forward) => {
        asked.push(operation.operationName ?? '');
        return forward(operation);
      }),
      new MockLink([read, ...mocks]),
    ]),
  });
  return { client, asked };
}

const NONE: string[] = [];
const onSelect = vi.fn();
const onSplit = vi.fn();

/** The planner's table as the workspace holds it, and a button assigning group 7 to line B. */
function Planner() {
  const { groupIds, apply } = usePlannerData('1');
  return (
    <PlannerChangeContext.Provider value={apply}>
      <PlanGroupTable groupIds={groupIds} selected={NONE} onSelect={onSelect} onSplit={onSplit} />
      <AssignSeven />
    </PlannerChangeContext.Provider>
  );
}

function AssignSeven() {
  const { assign } = useAssignGroups('1');
  const chosen = usePlanGroups(['7']);
  return <button onClick={() => void assign(chosen, 'B')}>Assign 7 to B</button>;
}

const cellOf = (groupId: string, column: number) =>
  within(document.querySelector(`[data-row-key="${groupId}"]`)!).getAllByRole('cell')[column]!;
// Columns: selection, Name, Ship Date, Ship Day, Region, Category, Meal Plan, Box Size, Boxes,
// Remaining, Unpackable, Printed, Line.
const PRINTED = 11;
const LINE = 12;

describe('the planner’s rows in the normalised cache', () => {
  it('an event renders again only the row of the group it changed', async () => {
    const { client } = plannerClient();
    render(
      <ApolloProvider client={client}>
        <Planner />
      </ApolloProvider>,
    );
    await screen.findByText('Group 10');
    rendered.length = 0;

    // What the planner does with a pack_line_updates event: writes its groups into the cache.
    act(() =>
      writePlannerChange(client.cache, '1', {
        packLinePlanGroups: [{ ...groups[2]!, printedBoxCount: 5 }],
      }),
    );

    await waitFor(() => expect(cellOf('3', PRINTED)).toHaveTextContent('5'));
    expect(new Set(rendered)).toEqual(new Set(['3']));
    expect(cellOf('4', PRINTED)).toHaveTextContent('2');
  });

  it('a mutation’s answer changes its row, without reading the planner again', async () => {
    const assigned = { ...groups[6]!, lineAssignment: 'B' };
    const { client, asked } = plannerClient([assignSevenToB(assigned)]);
    render(
      <ApolloProvider client={client}>
        <Planner />
      </ApolloProvider>,
    );
    await screen.findByText('Group 10');
    expect(cellOf('7', LINE)).toHaveTextContent('A');
    rendered.length = 0;

    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign 7 to B' }));

    await waitFor(() => expect(cellOf('7', LINE)).toHaveTextContent('B'));
    expect(asked).toEqual(['PlannerGroupsQuery', 'PlannerAssignGroupsMutation']);
    // Line B orders after line A: group 7 moves to the end, the rows below it move up a place;
    // the rows above it stay as they were.
    expect(new Set(rendered)).toEqual(new Set(['7', '8', '9', '10']));
  });
});
