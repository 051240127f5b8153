import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlannerToolbar } from '../../../../web/src/features/planner/planner-toolbar.tsx';
import { render } from '../../support/render.tsx';

function renderToolbar(props: { selectedCount: number; hasTails: boolean }) {
  const handlers = { onAssign: vi.fn(), onReassignTails: vi.fn() };
  render(<PlannerToolbar {...props} {...handlers} />);
  return handlers;
}

/** The focused element's reason, as its tooltip shows it and a screen reader reads it. */
async function expectFocusedReason(reason: string) {
  await waitFor(() => expect(document.activeElement).toHaveAccessibleDescription(reason));
  expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(reason);
}

describe('the actions on the selected groups', () => {
  it('say why they are disabled to a person on the keyboard: no group is selected', async () => {
    renderToolbar({ selectedCount: 0, hasTails: false });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Assign Groups' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reassign Tails' })).toBeDisabled();
    expect(screen.getByText('0 selected')).toBeVisible();
    // A disabled button takes no focus: Tab reaches its reason instead.
    await user.tab();
    expect(document.activeElement).toContainElement(
      screen.getByRole('button', { name: 'Assign Groups' }),
    );
    await expectFocusedReason('Select at least one group');
    await user.tab();
    expect(document.activeElement).toContainElement(
      screen.getByRole('button', { name: 'Reassign Tails' }),
    );
    await expectFocusedReason('Select at least one group');
  });

  it('say Reassign Tails needs groups with unpackable boxes, and act once they may', async () => {
    const { onAssign, onReassignTails } = renderToolbar({ selectedCount: 2, hasTails: false });
    const user = userEvent.setup();
    // Enabled, Assign Groups is reached itself, with no reason in the way.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Assign Groups' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAssign).toHaveBeenCalledOnce();
    await user.tab();
    await expectFocusedReason('Select groups that have unpackable boxes');
    expect(onReassignTails).not.toHaveBeenCalled();
  });
});
