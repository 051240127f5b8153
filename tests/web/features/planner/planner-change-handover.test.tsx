import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlannerChangeContext } from '../../../../web/src/features/planner/planner-change-context.ts';
import { useAssignGroups } from '../../../../web/src/features/planner/use-assign-groups.ts';
import { planGroup } from './plan-group-fixture.ts';
import { assignSevenToB } from './planner-cache-fixture.tsx';

// The open planner applies a mutation's answer at once, not only when its own event comes back.

const group = planGroup();
const assigned = planGroup({ lineAssignment: 'B' });

function wrapper(applyChange: (change: unknown) => void) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={[assignSevenToB(assigned)]}>
        <PlannerChangeContext.Provider value={applyChange}>
          {children}
        </PlannerChangeContext.Provider>
      </MockedProvider>
    );
  };
}

describe('a planner mutation’s answer', () => {
  it('is handed to the open planner as soon as it arrives', async () => {
    const applyChange = vi.fn();
    const { result } = renderHook(() => useAssignGroups('1'), { wrapper: wrapper(applyChange) });
    await act(() => result.current.assign([group], 'B'));
    expect(applyChange).toHaveBeenCalledTimes(1);
    expect(applyChange.mock.calls[0]![0]).toMatchObject({
      packLinePlanGroups: [{ id: '7', lineAssignment: 'B' }],
    });
  });
});
