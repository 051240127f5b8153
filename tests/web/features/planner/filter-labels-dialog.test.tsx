import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FilterLabelsDialog } from '../../../../web/src/features/planner/filter-labels-dialog.tsx';
import { PlannerUpdateFiltersMutationDocument } from '../../../../web/src/generated/graphql.ts';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';
import { plannerLine, plannerPickables } from './plan-group-fixture.ts';

ignorePseudoElementStyles();

const STALE =
  "Pack Line C's filters were changed since you opened this dialog: P1 is now filtered. Your change was not saved; the dialog shows the current filters.";

/** Line C with proteins P1, P2 and Q, Q filtered (as the dialog opens). */
const opened = { ...plannerLine('3', 'C'), filters: ['Q'] };
/** The menu's letters, read once by the planner for every line. */
const pickables = {
  ...plannerPickables,
  proteinLetters: ['P1', 'P2', 'Q'].map((letter) => ({
    __typename: 'PlannerPickable' as const,
    pickableLetter: letter,
    pickableName: `Protein ${letter}`,
  })),
};
/** The same line once another planner filtered P1: what an event brings to the open planner. */
const changed = { ...opened, filters: ['P1', 'Q'], filteredPickables: 2 };

function saveMock(currentFilters: string[], newFilters: string[], refused: boolean) {
  return {
    request: {
      query: PlannerUpdateFiltersMutationDocument,
      variables: {
        input: {
          packingFacilityId: '1',
          packLineName: 'C',
          presetId: '3',
          currentFilters,
          newFilters,
        },
      },
    },
    result: {
      data: {
        updatePackLineFilters: {
          __typename: 'UpdatePackLineFiltersPayload',
          packLine: refused ? changed : { ...changed, filters: newFilters },
          changeId: refused ? null : 'change-1',
          currentFilters: refused ? changed.filters : null,
          userErrors: refused
            ? [{ __typename: 'UserError', field: ['input', 'currentFilters'], message: STALE }]
            : [],
        },
      },
    },
  };
}

const checkbox = (letter: string) =>
  within(screen.getByRole('dialog')).getByRole('checkbox', { name: `${letter} Protein ${letter}` });

describe("the planner's filter dialog", { timeout: 30_000 }, () => {
  it('saves against the filters it opened with; refused as stale, it says what changed and shows the filters as they are now', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const dialog = (line: typeof opened) => (
      <MockedProvider
        mocks={[
          // What the dialog opened with: Q. Not what the line has by the time it is saved.
          saveMock(['Q'], ['P2', 'Q'], true),
          saveMock(['P1', 'Q'], ['P1', 'P2', 'Q'], false),
        ]}
      >
        <App>
          <FilterLabelsDialog
            facilityId="1"
            line={line}
            pickables={pickables}
            onSaved={onSaved}
            onClose={onClose}
          />
        </App>
      </MockedProvider>
    );
    const { rerender } = render(dialog(opened));
    // Another planner filters P1: the open planner's line changes under the open dialog.
    rerender(dialog(changed));
    expect(checkbox('P1')).toBeChecked();

    await user.click(checkbox('P2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    expect(await screen.findByText('Unable to update filters for pack line C')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    // The current filters: P1 now filtered (unchecked), the planner's own P2 undone.
    expect(checkbox('P1')).not.toBeChecked();
    expect(checkbox('P2')).toBeChecked();
    expect(checkbox('Q')).not.toBeChecked();

    // Redone against the filters as they are now, it is saved.
    await user.click(checkbox('P2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('change-1'));
    expect(onClose).toHaveBeenCalled();
  });
});
