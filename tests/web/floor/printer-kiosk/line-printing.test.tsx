import { CombinedGraphQLErrors } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { TOOK_TOO_LONG } from '@ops/schema/printer-kiosk/print-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallTimeoutError } from '../../../../web/src/app/apollo/timeout-link.ts';
import LinePage from '../../../../web/src/floor/printer-kiosk/line-page.tsx';
import {
  printFailureMessage,
  TRY_AGAIN,
} from '../../../../web/src/floor/printer-kiosk/print-failure.ts';
import { LINE_REREAD_MS } from '../../../../web/src/floor/printer-kiosk/use-line-refresh.ts';
import { FLOOR_CALL_TIMEOUT_MS } from '../../../../web/src/shared/floor-call-timeouts.ts';
import { fakeGateway, hang, type Answer, type Handler } from '../../support/fake-gateway.ts';
import { render } from '../../support/render.tsx';
import { heartbeatAnswer } from '../zone-display/zone-fixtures.ts';
import {
  activeGroupsAnswer,
  group,
  kioskLine,
  label,
  lineAnswer,
  printAnswer,
  printerStatusAnswer,
  sessionAnswer,
} from './kiosk-fixtures.ts';

// The line screen over the app's own Apollo client and HTTP link, with a gateway that may hang.

const BOX_WITHOUT_ADDRESS =
  'Box 1000002-CD has no complete ship-to address, so its label cannot be printed. Fix its address first.';

function kiosk(handlers: Record<string, Handler>) {
  const fake = fakeGateway({
    KioskSessionQuery: sessionAnswer,
    KioskLineQuery: () => lineAnswer([group('1')]),
    KioskPrinterStatusQuery: printerStatusAnswer,
    KioskSetActiveGroupsMutation: activeGroupsAnswer,
    FloorHeartbeatMutation: heartbeatAnswer,
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/:packingFacilitySlug/pack_line_printer/:lineSegment', element: <LinePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/chicago/pack_line_printer/line_A'] },
  );
  render(
    <ApolloProvider client={fake.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return fake;
}

async function pressPrint() {
  const button = await screen.findByRole('button', { name: 'Print Label' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('the kiosk’s print answered', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the group’s new count and the label in the reprint queue from the print’s answer, and never reads the line again, nor after a refused print or reprint', async () => {
    const printed = label('Ada Lovelace');
    const lineAt = (printedBoxCount: number) =>
      kioskLine(
        [group('1', { printedBoxCount, remainingBoxCount: 40 - printedBoxCount })],
        [printed],
      );
    const answer = (field: string, payload: object): Answer => ({
      data: {
        [field]: {
          __typename: 'PrintLabelPayload',
          label: null,
          printerError: null,
          signedOut: false,
          userErrors: [],
          ...(field === 'printLabel' ? { labelsPrinted: null, group: null } : {}),
          ...payload,
        },
      },
    });
    // A print, then a refused one (another kiosk printed meanwhile); a reprint, then a refused
    // one: each answer carries the line as the host has it.
    const prints = [
      printAnswer(printed, lineAt(11)),
      answer('printLabel', {
        line: lineAt(12),
        userErrors: [{ __typename: 'UserError', message: BOX_WITHOUT_ADDRESS }],
      }),
    ];
    const reprints = [
      answer('reprintLabel', { label: printed, line: lineAt(11) }),
      answer('reprintLabel', {
        line: lineAt(13),
        printerError: {
          __typename: 'KioskPrinterError',
          message: 'Cannot connect to printer',
          reason: 'Paper out',
          mayHavePrinted: false,
        },
      }),
    ];
    const fake = kiosk({
      KioskPrintLabelMutation: () => prints.shift()!,
      KioskReprintLabelMutation: () => reprints.shift()!,
    });
    expect(await screen.findByText(/10\/40 printed/)).toBeInTheDocument();
    const queue = screen.getByRole('region', { name: 'Reprint queue' });
    expect(within(queue).queryByText('Ada Lovelace')).toBeNull();
    const reads = fake.sent('KioskLineQuery').length;

    await pressPrint();
    expect(await screen.findByText('Label for Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/11\/40 printed/)).toBeInTheDocument();
    expect(screen.queryByText(/10\/40 printed/)).toBeNull();
    expect(within(queue).getByText('Ada Lovelace')).toBeInTheDocument();
    // A reprint from the queue: its answer alone, too.
    fireEvent.click(within(queue).getByRole('button', { name: 'Reprint' }));
    await waitFor(() => expect(fake.sent('KioskReprintLabelMutation')).toHaveLength(1));

    // A refused print: its message, and the counts from its answer.
    await pressPrint();
    const refusedPrint = await screen.findByRole('dialog', { name: BOX_WITHOUT_ADDRESS });
    expect(await screen.findByText(/12\/40 printed/)).toBeInTheDocument();
    expect(screen.queryByText('Label for Ada Lovelace')).toBeNull();
    fireEvent.click(within(refusedPrint).getByRole('button', { name: 'OK' }));
    // A refused reprint: the printer's message, and the counts from its answer.
    fireEvent.click(within(queue).getByRole('button', { name: 'Reprint' }));
    const refusedReprint = await screen.findByRole('dialog', { name: 'Cannot connect to printer' });
    expect(within(refusedReprint).getByText('Paper out')).toBeInTheDocument();
    expect(await screen.findByText(/13\/40 printed/)).toBeInTheDocument();

    // However long the screen stays, the line is not read again.
    await act(() => vi.advanceTimersByTimeAsync(LINE_REREAD_MS * 3));
    expect(fake.sent('KioskPrintLabelMutation')).toHaveLength(2);
    expect(fake.sent('KioskReprintLabelMutation')).toHaveLength(2);
    expect(fake.sent('KioskLineQuery')).toHaveLength(reads);
    expect(screen.getByText(/13\/40 printed/)).toBeInTheDocument();
  });
});

describe('the kiosk’s print when the network hangs', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('a print with no answer in time says the printer took too long, and its late answer is never shown as printed', async () => {
    let late: (answer: Answer) => void = () => undefined;
    const fake = kiosk({
      KioskPrintLabelMutation: () => new Promise<Answer>((resolve) => (late = resolve)),
    });
    await pressPrint();
    await act(() => vi.advanceTimersByTimeAsync(FLOOR_CALL_TIMEOUT_MS));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TOOK_TOO_LONG)).toBeInTheDocument();
    expect(fake.sent('KioskPrintLabelMutation')).toEqual([
      expect.objectContaining({ aborted: true }),
    ]);

    // The gateway answers after all: the kiosk no longer listens.
    await act(async () => late(printAnswer(label('Late Customer'))));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText(/^Label for /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Print Label' })).toBeEnabled();
  });

  it('after a print that timed out, the line is read every 5 s until a read answers, then once more, and ends with the host’s counts', async () => {
    let lineUp = true;
    let printedBoxCount = 10;
    const held: ((answer: Answer) => void)[] = [];
    const fake = kiosk({
      KioskPrintLabelMutation: hang,
      KioskLineQuery: () =>
        lineUp
          ? lineAnswer([group('1', { printedBoxCount })])
          : new Promise<Answer>((resolve) => held.push(resolve)),
    });
    await pressPrint();
    expect(await screen.findByText(/10\/40 printed/)).toBeInTheDocument();
    const reads = () => fake.sent('KioskLineQuery').length;
    const before = reads();
    lineUp = false;

    // The print times out (the clock also moves with real time here: a second's margin).
    await act(() => vi.advanceTimersByTimeAsync(FLOOR_CALL_TIMEOUT_MS + 1_000));
    expect(await screen.findByText(TOOK_TOO_LONG)).toBeInTheDocument();
    // The line's read after it hangs too, times out, and is tried again 5 s later.
    expect(reads()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(FLOOR_CALL_TIMEOUT_MS + LINE_REREAD_MS));
    expect(reads()).toBe(before + 2);

    // The gateway catches up: that read answers with the counts from before the print, which
    // the gateway then carries out after all.
    await act(async () => held[1]!(lineAnswer([group('1', { printedBoxCount: 10 })])));
    lineUp = true;
    printedBoxCount = 11;
    expect(screen.getByText(/10\/40 printed/)).toBeInTheDocument();
    // Read once more 5 s later: the host's counts.
    await act(() => vi.advanceTimersByTimeAsync(LINE_REREAD_MS + 1_000));
    expect(reads()).toBe(before + 3);
    expect(await screen.findByText(/11\/40 printed/)).toBeInTheDocument();
    // Then the kiosk stops reading.
    await act(() => vi.advanceTimersByTimeAsync(LINE_REREAD_MS * 4));
    expect(reads()).toBe(before + 3);
  });

  it('a training label with no answer in time says the printer took too long, as a print does', async () => {
    const fake = kiosk({ KioskTrainingLabelMutation: hang });
    fireEvent.click(await screen.findByRole('button', { name: 'Training Label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supervisor code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Supervisor code' }), {
      target: { value: '12345' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Print/ }));
    await waitFor(() => expect(fake.sent('KioskTrainingLabelMutation')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(FLOOR_CALL_TIMEOUT_MS));
    // the code was sent, so its dialog closes; the print's failure dialog says what happened
    expect(await screen.findByText(TOOK_TOO_LONG)).toBeInTheDocument();
    expect(within(dialog).queryByText(TOOK_TOO_LONG)).toBeNull();
    expect(fake.sent('KioskTrainingLabelMutation')[0]!.aborted).toBe(true);
  });
});

describe('what the kiosk says when a print fails', () => {
  it('a time-out, the kiosk’s or the gateway’s on the host, is “took too long”; any other failure “try again”', () => {
    expect(printFailureMessage(new CallTimeoutError('KioskPrintLabelMutation', 12_000))).toBe(
      TOOK_TOO_LONG,
    );
    const gatewayTimeout = new CombinedGraphQLErrors({
      errors: [{ message: 'slow', extensions: { code: 'UPSTREAM_TIMEOUT' } }],
    });
    expect(printFailureMessage(gatewayTimeout)).toBe(TOOK_TOO_LONG);
    expect(printFailureMessage(new TypeError('Failed to fetch'))).toBe(TRY_AGAIN);
  });
});
