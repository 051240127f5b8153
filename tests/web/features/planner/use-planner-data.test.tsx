import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../../web/src/app/apollo/cache.ts';
import { usePlannerData } from '../../../../web/src/features/planner/use-planner-data.ts';
import {
  PlannerGroupsQueryDocument,
  PlannerTable_GroupFragmentDoc,
  type PlannerTable_GroupFragment,
} from '../../../../web/src/generated/graphql.ts';
import { planGroup } from './plan-group-fixture.ts';
import { plannerAnswer } from './planner-cache-fixture.tsx';

/** The planner read answering with these groups, read by the host at `readAt`, after `delay` ms. */
const answer = (groups: PlannerTable_GroupFragment[], delay: number, readAt = '10:00') => ({
  request: { query: PlannerGroupsQueryDocument, variables: { packingFacilityId: '1' } },
  delay,
  result: { data: plannerAnswer(groups, readAt) },
});

const unassigned = planGroup({ id: '7', lineAssignment: 'Unassigned' });
const onLineB = planGroup({ id: '7', lineAssignment: 'B' });

function renderPlanner(mocks: ReturnType<typeof answer>[]) {
  const cache = createCache();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      {children}
    </MockedProvider>
  );
  const rendered = renderHook(() => usePlannerData('1'), { wrapper });
  /** Group 7's line, when the planner lists it. */
  const lineOf = () =>
    rendered.result.current.groupIds.includes('7')
      ? cache.readFragment({
          fragment: PlannerTable_GroupFragmentDoc,
          id: cache.identify({ __typename: 'PackLinePlanGroup', id: '7' }),
        })?.lineAssignment
      : undefined;
  return { ...rendered, lineOf };
}

describe('the planner data, changes and reads', () => {
  it('keeps a change that came while it was read again: the older answer does not undo it', async () => {
    // The refetch's answer was read by the host before the group moved to line B.
    const { result, lineOf } = renderPlanner([
      answer([unassigned], 0),
      answer([unassigned], 100, '10:05'),
    ]);
    await waitFor(() => expect(result.current.planner).toBeDefined());

    let reloaded!: Promise<void>;
    act(() => {
      reloaded = result.current.reload();
    });
    act(() => result.current.apply({ packLinePlanGroups: [onLineB] }));
    await waitFor(() => expect(lineOf()).toBe('B'));
    await act(() => reloaded);

    await waitFor(() => expect(result.current.planner?.lastUpdatedAt).toBe('2026-11-24T10:05:00Z'));
    expect(lineOf()).toBe('B');
  });

  it('keeps a change that came before the first answer', async () => {
    const { result, lineOf } = renderPlanner([answer([unassigned], 50)]);
    act(() => result.current.apply({ packLinePlanGroups: [onLineB] }));
    expect(result.current.planner).toBeUndefined();

    await waitFor(() => expect(result.current.planner).toBeDefined());
    expect(lineOf()).toBe('B');
  });

  it('takes a newer answer as it is once no read is on the way', async () => {
    const { result, lineOf } = renderPlanner([
      answer([unassigned], 0),
      answer([onLineB], 0, '10:05'),
    ]);
    await waitFor(() => expect(lineOf()).toBe('Unassigned'));
    // A change applied while nothing is being read stays on the planner held...
    act(() =>
      result.current.apply({ packLinePlanGroups: [planGroup({ id: '7', lineAssignment: 'A' })] }),
    );
    await waitFor(() => expect(lineOf()).toBe('A'));

    // ...and a read asked after it is newer: its answer replaces it.
    await act(() => result.current.reload());
    await waitFor(() => expect(lineOf()).toBe('B'));
  });
});
