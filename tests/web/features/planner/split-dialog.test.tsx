import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { SplitDialog } from '../../../../web/src/features/planner/split-dialog.tsx';
import { PlannerSplitGroupMutationDocument } from '../../../../web/src/generated/graphql.ts';
import { planGroup } from './plan-group-fixture.ts';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';

ignorePseudoElementStyles();

const group = planGroup();

const input = {
  packingFacilityId: '1',
  id: '7',
  currentPackLineName: 'A',
  currentCount: 3,
  newPackLineName: null,
  newCount: 7,
  totalCount: 10,
  seenGroup: { id: '7', lineAssignment: 'A', boxCount: 12, complete: false },
};

function splitMock(userErrors: { field: string[]; message: string }[]) {
  return {
    request: { query: PlannerSplitGroupMutationDocument, variables: { input } },
    result: {
      data: {
        splitPackLinePlanGroup: {
          __typename: 'SplitPackLinePlanGroupPayload',
          newPackLinePlanGroupId: userErrors.length ? null : '99',
          packLinePlanGroups: [],
          packLines: [],
          userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
        },
      },
    },
  };
}

function renderDialog(mocks: ReturnType<typeof splitMock>[]) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <App>
        <SplitDialog
          facilityId="1"
          group={group}
          lines={[{ name: 'A' }, { name: 'B' }]}
          onClose={onClose}
        />
      </App>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return {
    onClose,
    dialog,
    quantity: within(dialog).getByRole('textbox', { name: 'Quantity' }),
    rest: within(dialog).getByRole('textbox', { name: 'Second quantity' }),
    split: within(dialog).getByRole('button', { name: 'Split' }),
  };
}

describe('the split dialog', { timeout: 30_000 }, () => {
  it('takes digits only, at least 1 and less than the remaining boxes, else Split is disabled', async () => {
    const user = userEvent.setup();
    const { quantity, rest, split } = renderDialog([]);
    expect(split).toBeDisabled();
    await user.type(quantity, 'x-1.');
    expect(quantity).toHaveValue('1');
    expect(rest).toHaveValue('9');
    expect(split).toBeEnabled();
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(split).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '10');
    expect(split).toBeDisabled();
    expect(rest).toHaveValue('');
  });

  it('sends both counts with their total, shows the success for each side and OKAY closes', async () => {
    const user = userEvent.setup();
    const { quantity, split, dialog, onClose } = renderDialog([splitMock([])]);
    await user.type(quantity, '3');
    await user.click(split);
    expect(
      await within(dialog).findByText(
        'Success! 3 box(es) assigned to Pack Line A. 7 box(es) unassigned.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OKAY' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('a refused split shows the error message with OKAY', async () => {
    const user = userEvent.setup();
    const { quantity, split, dialog } = renderDialog([
      splitMock([{ field: [], message: 'Completed groups cannot be split: Milwaukee (7).' }]),
    ]);
    await user.type(quantity, '3');
    await user.click(split);
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Error: cannot split groups. Please try again. If the issue continues, please contact IT.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'OKAY' })).toBeInTheDocument();
  });
});
