import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PauseDialog } from '../../../../web/src/floor/printer-kiosk/pause-dialog.tsx';
import {
  KioskPauseLineMutationDocument,
  KioskPauseReasonsQueryDocument,
} from '../../../../web/src/generated/graphql.ts';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../../features/line-presets/jsdom-styles.ts';

ignorePseudoElementStyles();

const reasons = {
  request: { query: KioskPauseReasonsQueryDocument },
  result: {
    data: {
      kioskPauseReasons: [
        {
          __typename: 'KioskPauseReason',
          id: '1',
          reason: 'Break',
          subReasons: [
            { __typename: 'KioskPauseSubReason', id: '11', subReason: 'Lunch' },
            { __typename: 'KioskPauseSubReason', id: '12', subReason: 'Rest Break' },
          ],
        },
        { __typename: 'KioskPauseReason', id: '2', reason: 'Quality Hold', subReasons: [] },
      ],
    },
  },
};

const pauseMock = (reasonId: string, subReasonId: string | null, autoTrigger: boolean) => ({
  request: {
    query: KioskPauseLineMutationDocument,
    variables: {
      input: {
        packingFacilitySlug: 'chicago',
        packLineId: '3',
        reasonId,
        subReasonId,
        autoTrigger,
      },
    },
  },
  result: {
    data: {
      pauseKioskLine: { __typename: 'PauseKioskLinePayload', paused: true, userErrors: [] },
    },
  },
});

function renderDialog(options: { devMode?: boolean; autoTrigger?: boolean; mocks: unknown[] }) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={options.mocks as never}>
      <PauseDialog
        open
        autoTrigger={options.autoTrigger ?? false}
        slug="chicago"
        packLineId="3"
        devMode={options.devMode ?? false}
        onClose={onClose}
      />
    </MockedProvider>,
  );
  return onClose;
}

const okButton = () =>
  within(screen.getByRole('dialog')).getByRole('button', { name: /OK$/ }) as HTMLButtonElement;

describe('the pause dialog', () => {
  it('saves only once a reason, and its sub reason when it has some, is chosen', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog({
      mocks: [reasons, pauseMock('1', '12', true)],
      autoTrigger: true,
    });
    await user.click(await screen.findByRole('radio', { name: 'Break' }));
    expect(okButton().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Rest Break' }));
    expect(okButton().disabled).toBe(false);
    await user.click(okButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('saves a reason without sub reasons at once', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog({ mocks: [reasons, pauseMock('2', null, false)] });
    await user.click(await screen.findByRole('radio', { name: 'Quality Hold' }));
    expect(screen.queryByRole('radio', { name: 'Lunch' })).toBeNull();
    await user.click(okButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('saves nothing in dev mode', async () => {
    const user = userEvent.setup();
    renderDialog({ mocks: [reasons], devMode: true });
    await user.click(await screen.findByRole('radio', { name: 'Quality Hold' }));
    expect(okButton().disabled).toBe(true);
    expect(screen.getByText('Dev mode: pauses are not saved.')).toBeTruthy();
  });
});
