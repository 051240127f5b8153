import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ChangePresetDialog } from '../../../../web/src/features/planner/change-preset-dialog.tsx';
import {
  PlannerPresetOptionsQueryDocument,
  PlannerUpdateLinePresetMutationDocument,
} from '../../../../web/src/generated/graphql.ts';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';

ignorePseudoElementStyles();

const presetsMock = {
  request: { query: PlannerPresetOptionsQueryDocument, variables: { packingFacilityId: '1' } },
  result: {
    data: {
      linePresets: [
        { __typename: 'LinePreset', id: '3', name: 'Standard' },
        { __typename: 'LinePreset', id: '4', name: 'Holiday' },
      ],
    },
  },
};

function updateMock(userErrors: { field: string[]; message: string }[]) {
  return {
    request: {
      query: PlannerUpdateLinePresetMutationDocument,
      variables: {
        input: { packingFacilityId: '1', packLineName: 'B', presetId: '4', seenPresetId: '3' },
      },
    },
    result: {
      data: {
        updatePackLinePreset: {
          __typename: 'PackLinePlannerChangePayload',
          packLines: [],
          userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
        },
      },
    },
  };
}

async function chooseHoliday() {
  const dialog = screen.getByRole('dialog');
  const select = within(dialog).getByRole('combobox', { name: 'Preset' });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle('Holiday'));
  return dialog;
}

function renderDialog(mocks: (typeof presetsMock | ReturnType<typeof updateMock>)[]) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <App>
        <ChangePresetDialog
          facilityId="1"
          line={{ name: 'B', linePreset: { id: '3' } }}
          onClose={onClose}
        />
      </App>
    </MockedProvider>,
  );
  return onClose;
}

describe('the change preset dialog', { timeout: 30_000 }, () => {
  it('needs another preset, then changes the line’s preset and closes', async () => {
    const onClose = renderDialog([presetsMock, updateMock([])]);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await chooseHoliday();
    expect(submit).toBeEnabled();
    await userEvent.setup().click(submit);
    expect(await screen.findByText('Pack Line B now uses preset Holiday.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal and stays open', async () => {
    const onClose = renderDialog([
      presetsMock,
      updateMock([{ field: [], message: 'Preset 4 is not a preset of Chicago.' }]),
    ]);
    await chooseHoliday();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Preset 4 is not a preset of Chicago.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
