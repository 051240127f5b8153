import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CLEAR_MS } from '../../../../web/src/floor/zone-display/use-zone-scans.ts';
import {
  HEARTBEAT_TIMEOUT_MS,
  SCAN_TIMEOUT_MS,
} from '../../../../web/src/shared/floor-call-timeouts.ts';
import { HEARTBEAT_INTERVAL_MS } from '../../../../web/src/shared/use-heartbeat.ts';
import { fakeGateway, hang, type Answer, type Handler } from '../../support/fake-gateway.ts';
import { renderZoneScreen } from './render-zone-screen.tsx';
import { configuration, heartbeatAnswer, pickable, qaData, scanAnswer } from './zone-fixtures.ts';

/** The scanner types into the screen's hidden input and ends with Enter. */
function scan(value: string) {
  const input = screen.getByLabelText<HTMLInputElement>('Scan');
  input.value = value;
  fireEvent.keyDown(input, { key: 'Enter' });
}

function gateway(handlers: Record<string, Handler>) {
  return fakeGateway({
    ZoneDisplayConfigurationQuery: () => ({ data: { zoneConfiguration: configuration() } }),
    FloorHeartbeatMutation: heartbeatAnswer,
    ...handlers,
  });
}

/** Two scans whose answers the gateway holds until the test gives them. */
async function twoScansHeld(first: string, second: string) {
  const answers: ((answer: Answer) => void)[] = [];
  const fake = gateway({
    ZoneDisplayScanMutation: () => new Promise<Answer>((resolve) => answers.push(resolve)),
  });
  renderZoneScreen('/CHI/A/1', fake.client);
  await screen.findByText('Ready To Scan');
  scan(first);
  scan(second);
  await waitFor(() => expect(answers).toHaveLength(2));
  return answers;
}

/** The host's answer for zone 14 of line A, which the line's preset does not have. */
const zone14Missing = (): Answer => ({
  errors: [
    {
      message: 'Zone 14 of line A is not configured in admin.',
      extensions: { code: 'NOT_FOUND', upstreamStatus: 404 },
    },
  ],
});

const answer = (overrides: Parameters<typeof scanAnswer>[0] = {}): Answer => ({
  data: { scanBox: scanAnswer(overrides) },
});

function setScreenHeight(px: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: px });
}

describe('zone screen', () => {
  let logged: unknown[][];
  beforeEach(() => {
    setScreenHeight(1080);
    window.localStorage.clear();
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  describe('grid', () => {
    it('draws the zone’s 6 × 6 cells and lights those with picks, with letter and count', async () => {
      const fake = gateway({
        ZoneDisplayScanMutation: () =>
          answer({ pickables: [pickable('P2', 3, 1), pickable('P8', 1, 7)] }),
      });
      renderZoneScreen('/chi/a/1', fake.client);
      await screen.findByText('Ready To Scan');
      expect(screen.getAllByRole('gridcell')).toHaveLength(36);

      scan('1000001-AB');
      expect(await screen.findByRole('gridcell', { name: 'P2 3' })).toHaveClass('zone-cell-lit');
      expect(screen.getByRole('gridcell', { name: 'P8 1' })).toHaveClass('zone-cell-lit');
      expect(document.querySelectorAll('.zone-cell-lit')).toHaveLength(2);
      expect(fake.sent('ZoneDisplayScanMutation')[0]!.variables).toEqual({
        input: {
          packingFacilityAbbreviation: 'CHI',
          lineLetter: 'A',
          packLineZoneId: '1',
          barcodeScan: '1000001-AB',
        },
      });
    });

    it('takes the rows and columns of the zone', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: {
            zoneConfiguration: configuration({
              rows: 2,
              columns: 3,
              itemLetters: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'],
            }),
          },
        }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      const grid = screen.getByRole('grid', { name: 'Zone cells' });
      expect(within(grid).getAllByRole('gridcell')).toHaveLength(6);
      // The cells sit in the grid's rows, as a screen reader walks them: A1-A3, then A4-A6.
      const rows = within(grid).getAllByRole('row');
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('gridcell')
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        ['A1', 'A2', 'A3'],
        ['A4', 'A5', 'A6'],
      ]);
      expect(grid.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
      expect(grid.style.gridTemplateRows).toBe('repeat(2, minmax(0, 1fr))');
    });

    it('lists the picks instead of a grid on a screen too short for its rows', async () => {
      setScreenHeight(700); // 6 rows: under 130 px each
      const fake = gateway({
        ZoneDisplayScanMutation: () => answer({ pickables: [pickable('P5', 2, 4)] }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      const list = await screen.findByRole('list', { name: 'Picks' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(list).toHaveTextContent('P52');
      expect(screen.queryByRole('grid')).toBeNull();
    });

    it('each ice cell names the location its ice is for', async () => {
      const ice = (location: string, sixtyFourOz: number, thirtyTwoOz: number) => ({
        __typename: 'IcePacks' as const,
        location,
        thirtyTwoOz,
        sixtyFourOz,
        eightyOz: 0,
        ninetySixOz: 0,
      });
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: {
            zoneConfiguration: configuration({
              zoneId: 7,
              zoneType: 'Ice Top',
              rows: 2,
              columns: 2,
              itemLetters: ['64', '32'],
            }),
          },
        }),
        ZoneDisplayScanMutation: () =>
          answer({ icePacks: [ice('top', 1, 0), ice('middle', 0, 2)] }),
      });
      renderZoneScreen('/CHI/A/7', fake.client);
      await screen.findByText('Ready To Scan');
      expect(
        screen.getAllByRole('gridcell').map((cell) => cell.getAttribute('aria-label')),
      ).toEqual(['Top 64 oz', 'Top 32 oz', 'Middle 64 oz', 'Middle 32 oz']);
      scan('1000001-AB');
      expect(await screen.findByRole('gridcell', { name: 'Top 64 oz 1' })).toHaveTextContent(
        'Top64 oz1',
      );
      expect(screen.getByRole('gridcell', { name: 'Middle 32 oz 2' })).toHaveClass('zone-cell-lit');
    });

    it('says No Picks in both languages when the box has nothing at this zone', async () => {
      const fake = gateway({ ZoneDisplayScanMutation: () => answer() });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      expect(await screen.findByText('No Picks')).toBeInTheDocument();
      expect(screen.getByText('Ninguna selección')).toBeInTheDocument();
    });

    it('a meal card zone shows 3 × 3 while a scan error is up', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: { zoneConfiguration: configuration({ zoneType: 'Meal Card' }) },
        }),
      });
      renderZoneScreen('/CHI/A/MEALCARD', fake.client);
      await screen.findByText('Ready To Scan');
      expect(fake.sent('ZoneDisplayConfigurationQuery')[0]!.variables).toMatchObject({
        packLineZoneId: 'MealCard',
      });
      scan('short');
      await screen.findByText(/^ERROR:/);
      expect(screen.getAllByRole('gridcell')).toHaveLength(9);
    });
  });

  describe('banner', () => {
    it('after a scan: line letter and zone with the Includes notes joined by “ | ”', async () => {
      const fake = gateway({
        ZoneDisplayScanMutation: () => answer({ includesBinder: true, includesProteinCard: true }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      expect(
        await screen.findByText('A1 — Includes Binder | Includes Protein Card'),
      ).toBeInTheDocument();
    });

    it('without notes, the group info; the test scan shows OK', async () => {
      const fake = gateway({ ZoneDisplayScanMutation: () => answer() });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      expect(await screen.findByText('A1 — Midwest · Tuesday · 16"')).toBeInTheDocument();
      scan('P2L_SCAN_TEST');
      expect(await screen.findByText('OK')).toBeInTheDocument();
    });

    it('a zone missing from the line’s preset is said on red, in both languages', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: zone14Missing,
      });
      renderZoneScreen('/CHI/A/14', fake.client);
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('This zone is not configured in admin.');
      expect(banner).toHaveTextContent('Esta zona no está configurada en admin.');
      expect(banner).toHaveClass('zone-banner-error');
    });

    it('an address naming no facility says so in both languages and asks the host nothing', async () => {
      const fake = gateway({});
      renderZoneScreen('/XYZ/A/1', fake.client);
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('There is no facility XYZ.');
      expect(banner).toHaveTextContent('No existe la planta XYZ.');
      expect(banner).not.toHaveTextContent('This screen has no zone');
      scan('1000001-AB');
      expect(await screen.findByText(/^ERROR: There is no facility XYZ/)).toBeInTheDocument();
      expect(fake.calls).toEqual([]);
    });

    it('a box scanned at a zone not configured in admin is told so, with whom to ask, and not sent', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: zone14Missing,
        ZoneDisplayScanMutation: () => answer(),
      });
      renderZoneScreen('/CHI/A/14', fake.client);
      await screen.findByRole('alert');
      scan('1000001-AB');
      const banner = await screen.findByText(/^ERROR: This zone is not configured in admin/);
      expect(banner.parentElement).toHaveTextContent('Please ask a lead.');
      expect(banner.parentElement).toHaveTextContent('Por favor, avise a un líder.');
      expect(banner.parentElement).not.toHaveTextContent('scan the box again');
      expect(fake.sent('ZoneDisplayScanMutation')).toHaveLength(0);
    });

    it('a box refused because the zone left the line’s preset says so once the screen knows', async () => {
      let configured = true;
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () =>
          configured ? { data: { zoneConfiguration: configuration() } } : zone14Missing(),
        ZoneDisplayScanMutation: () => {
          configured = false;
          return {
            errors: [
              {
                message: 'Zone 1 of line A is not configured in admin.',
                extensions: { code: 'NOT_FOUND', upstreamStatus: 404 },
              },
            ],
          };
        },
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      expect(
        await screen.findByText('ERROR: This zone is not configured in admin. Please ask a lead.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/scan the box again/)).toBeNull();
    });

    it('a wrong supervisor code is refused in both languages', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
        FloorCodeSignInMutation: () => ({
          data: {
            floorSignIn: {
              __typename: 'FloorSignInPayload',
              session: null,
              userErrors: [
                { __typename: 'UserError', message: 'Incorrect login code, try again.' },
              ],
            },
          },
        }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      fireEvent.change(await screen.findByLabelText(/supervisor code/), {
        target: { value: '12345' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('Incorrect code. Please try again.');
      expect(refusal).toHaveTextContent('Código incorrecto. Intente de nuevo.');
    });

    it('a box of another line: ERROR with the host’s message, and Spanish beside it', async () => {
      const fake = gateway({
        ZoneDisplayScanMutation: () => ({
          errors: [
            {
              message: 'This box belongs to line B. Please take it to line B.',
              extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 422 },
            },
          ],
        }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(
        'ERROR: This box belongs to line B. Please take it to line B.',
      );
      expect(banner).toHaveTextContent('Esta caja pertenece a otra línea.');
      expect(logged).toContainEqual(['API Error', '422']);
    });

    it('CUSTOMER 1ST BOX at a QA zone on a first order', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: { zoneConfiguration: configuration({ zoneId: 9, zoneType: 'QA' }) },
        }),
        ZoneDisplayScanMutation: () =>
          answer({ includesFirstOrderMessage: true, qa: qaData('1000001', 25) }),
      });
      renderZoneScreen('/CHI/A/9', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      expect(await screen.findByText('CUSTOMER 1ST BOX')).toBeInTheDocument();
    });
  });

  describe('footer', () => {
    it('Scan Rate is 1 − the error rate with one decimal, updated by each scan', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: { zoneConfiguration: configuration({ errorRate: 0.125 }) },
        }),
        ZoneDisplayScanMutation: () => answer({ errorRate: 0.2 }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      expect(await screen.findByText('Scan Rate: 87.5%')).toBeInTheDocument();
      scan('1000001-AB');
      expect(await screen.findByText('Scan Rate: 80.0%')).toBeInTheDocument();
      // The box's cells go (here by the test scan): the rate stays the host's latest.
      scan('P2L_SCAN_TEST');
      expect(await screen.findByText('OK')).toBeInTheDocument();
      expect(screen.getByText('Scan Rate: 80.0%')).toBeInTheDocument();
    });

    it('a refused scan counts too: the rate is read again from the host', async () => {
      const rates = [0.125, 0.25];
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: { zoneConfiguration: configuration({ errorRate: rates.shift() ?? 0.25 }) },
        }),
        ZoneDisplayScanMutation: () => ({
          errors: [
            {
              message: 'No box matches the barcode 9999999-AB.',
              extensions: { code: 'NOT_FOUND', upstreamStatus: 404 },
            },
          ],
        }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      expect(await screen.findByText('Scan Rate: 87.5%')).toBeInTheDocument();
      scan('9999999-AB');
      expect(await screen.findByText('Scan Rate: 75.0%')).toBeInTheDocument();
    });
  });

  describe('scans', () => {
    it('an invalid scan is refused in both languages and never sent', async () => {
      const fake = gateway({ ZoneDisplayScanMutation: () => answer() });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1234 5678');
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('ERROR: Invalid barcode. Please scan a box label.');
      expect(banner).toHaveTextContent('Código de barras no válido.');
      expect(fake.sent('ZoneDisplayScanMutation')).toHaveLength(0);
    });

    it('the same box a third time within 5 s is ignored', async () => {
      const fake = gateway({ ZoneDisplayScanMutation: () => answer() });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      for (let i = 0; i < 3; i += 1) {
        scan('1000001-AB');
        await screen.findByText('A1 — Midwest · Tuesday · 16"');
      }
      scan('1000002-AB');
      await waitFor(() => expect(fake.sent('ZoneDisplayScanMutation')).toHaveLength(3));
      expect(
        fake
          .sent('ZoneDisplayScanMutation')
          .map((c) => (c.variables.input as { barcodeScan: string }).barcodeScan),
      ).toEqual(['1000001-AB', '1000001-AB', '1000002-AB']);
    });

    it('a CFG scan stores the zone and goes to /, where the screen shows that zone', async () => {
      const fake = gateway({});
      const { router } = renderZoneScreen('/', fake.client);
      expect(
        await screen.findByText('This screen has no zone. Scan a zone configuration barcode.'),
      ).toBeInTheDocument();
      scan('cfg-chi-a-1');
      await screen.findByText('Ready To Scan');
      expect(router.state.location.pathname).toBe('/');
      expect(fake.sent('ZoneDisplayConfigurationQuery')[0]!.variables).toEqual({
        packingFacilityAbbreviation: 'CHI',
        lineLetter: 'A',
        packLineZoneId: '1',
      });
    });

    it('of two scans of a box in flight, the first good answer lights the cells and the other is dropped', async () => {
      const answers = await twoScansHeld('1000001-AB', '1000001-AB');
      // The earlier scan answers first: it wins, though the box was scanned again.
      await act(async () => answers[0]!(answer({ pickables: [pickable('P9', 4, 8)] })));
      expect(await screen.findByRole('gridcell', { name: 'P9 4' })).toBeInTheDocument();
      await act(async () => answers[1]!(answer({ pickables: [pickable('P3', 2, 2)] })));
      expect(screen.queryByRole('gridcell', { name: 'P3 2' })).toBeNull();
      expect(screen.getByRole('gridcell', { name: 'P9 4' })).toBeInTheDocument();
    });

    it('a newer box’s answer wins: the earlier box’s answer, coming after the newer scan, is dropped', async () => {
      const answers = await twoScansHeld('1000001-AB', '1000002-AB');
      await act(async () => answers[0]!(answer({ pickables: [pickable('P9', 4, 8)] })));
      expect(screen.queryByRole('gridcell', { name: 'P9 4' })).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('…');
      await act(async () =>
        answers[1]!(answer({ shipmentId: '1000002', pickables: [pickable('P3', 2, 2)] })),
      );
      expect(await screen.findByRole('gridcell', { name: 'P3 2' })).toHaveClass('zone-cell-lit');
      expect(document.querySelectorAll('.zone-cell-lit')).toHaveLength(1);
    });

    it('a beta box shows its meal bags, proteins and ice packs', async () => {
      const pick = (name: string, itemLetter: string) => ({
        __typename: 'ZonePickable' as const,
        name,
        picks: 1,
        itemLetter,
      });
      const fake = gateway({
        ZoneDisplayScanMutation: () =>
          answer({
            betaBox: {
              __typename: 'BetaBoxScanData',
              pickables: {
                __typename: 'BetaBoxPickables',
                mealBags: [pick('Chicken Bowl', 'A1')],
                proteins: [pick('Salmon', 'P2')],
              },
              icePacks: [
                {
                  __typename: 'IcePacks',
                  location: 'top',
                  thirtyTwoOz: 2,
                  sixtyFourOz: 0,
                  eightyOz: 0,
                  ninetySixOz: 1,
                },
              ],
            },
          }),
      });
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      const beta = await screen.findByRole('region', { name: 'Beta box' });
      expect(within(beta).getByRole('list', { name: /^Meal bags/ })).toHaveTextContent(
        'Chicken Bowl',
      );
      expect(within(beta).getByRole('list', { name: /^Proteins/ })).toHaveTextContent('Salmon');
      expect(within(beta).getByRole('list', { name: /^Ice packs/ })).toHaveTextContent(
        'top: 32 oz × 2, 96 oz × 1',
      );
    });
  });

  describe('QA zone', () => {
    const qaZone = () =>
      gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: { zoneConfiguration: configuration({ zoneId: 9, zoneType: 'QA' }) },
        }),
        ZoneDisplayScanMutation: (variables) => {
          const barcode = (variables.input as { barcodeScan: string }).barcodeScan;
          const box = barcode.split('-')[0]!;
          return answer({
            shipmentId: box,
            qa: qaData(box, 2),
            zoneProgress: [
              { __typename: 'ZoneProgress', zoneId: 1, state: 'scanned' },
              { __typename: 'ZoneProgress', zoneId: 2, state: 'scanned' },
              { __typename: 'ZoneProgress', zoneId: 9, state: 'scanned' },
            ],
          });
        },
        ZoneDisplaySubmitInspectionMutation: () => ({
          data: { submitQaInspection: { __typename: 'QaSubmissionPayload', submitted: true } },
        }),
      });

    it('near miss opens by itself at the count of distinct boxes, cannot be closed, and ignores scans', async () => {
      const fake = qaZone();
      renderZoneScreen('/CHI/A/9', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      await screen.findByRole('list', { name: 'Box contents' });
      // The same box again does not count.
      scan('1000001-AB');
      await waitFor(() => expect(fake.sent('ZoneDisplayScanMutation')).toHaveLength(2));
      expect(screen.queryByRole('dialog')).toBeNull();
      scan('1000002-AB');
      const dialog = await screen.findByRole('dialog', { name: 'Near Miss' });
      expect(dialog).toHaveTextContent('Box 1000002');
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
      scan('1000003-AB');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fake.sent('ZoneDisplayScanMutation')).toHaveLength(3);

      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Zone 2 wrong' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByText('Success! / ¡Éxito!')).toBeInTheDocument();
      expect(fake.sent('ZoneDisplaySubmitInspectionMutation')[0]!.variables).toEqual({
        input: {
          packingFacilityAbbreviation: 'CHI',
          lineLetter: 'A',
          shipmentId: '1000002',
          submissionType: 'near_miss',
          qaZoneId: 9,
          boxUpsize: false,
          issues: [{ pickStation: 2, issues: ['wrong'] }],
        },
      });
    });

    it('QC asks to confirm the last box first; No keeps the dialog shut', async () => {
      const fake = qaZone();
      renderZoneScreen('/CHI/A/9', fake.client);
      await screen.findByText('Ready To Scan');
      expect(screen.getByRole('button', { name: 'QC' })).toBeDisabled();
      scan('1000001-AB');
      await screen.findByRole('list', { name: 'Box contents' });
      fireEvent.click(screen.getByRole('button', { name: 'QC' }));
      const confirm = screen.getByRole('dialog', { name: 'Confirm box' });
      expect(confirm).toHaveTextContent('1000001');
      fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
      expect(screen.queryByRole('dialog')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'QC' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      const dialog = screen.getByRole('dialog', { name: 'QC' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fake.sent('ZoneDisplaySubmitInspectionMutation')).toHaveLength(0);
    });

    it('No Issues records the last box’s inspection without issues', async () => {
      const fake = qaZone();
      renderZoneScreen('/CHI/A/9', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      await screen.findByRole('list', { name: 'Box contents' });
      fireEvent.click(screen.getByRole('button', { name: 'No Issues' }));
      expect(await screen.findByText('Success! / ¡Éxito!')).toBeInTheDocument();
      expect(fake.sent('ZoneDisplaySubmitInspectionMutation')[0]!.variables).toEqual({
        input: {
          packingFacilityAbbreviation: 'CHI',
          lineLetter: 'A',
          shipmentId: '1000001',
          submissionType: 'near_miss',
          qaZoneId: 9,
          boxUpsize: false,
          issues: [],
        },
      });
    });

    it('a submission that fails keeps the dialog open with an alert', async () => {
      const fake = gateway({
        ZoneDisplayConfigurationQuery: () => ({
          data: { zoneConfiguration: configuration({ zoneId: 9, zoneType: 'QA' }) },
        }),
        ZoneDisplayScanMutation: () => answer({ qa: qaData('1000001', 1) }),
        ZoneDisplaySubmitInspectionMutation: () => 'down',
      });
      renderZoneScreen('/CHI/A/9', fake.client);
      await screen.findByText('Ready To Scan');
      scan('1000001-AB');
      const dialog = await screen.findByRole('dialog', { name: 'Near Miss' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please submit again.');
      expect(screen.getByRole('dialog', { name: 'Near Miss' })).toBeInTheDocument();
    });
  });

  describe('staying current', () => {
    it('refetch_zone_configuration on the line’s channel reads the configuration again', async () => {
      const fake = gateway({});
      renderZoneScreen('/CHI/A/1', fake.client);
      await screen.findByText('Ready To Scan');
      expect(fake.sent('ZoneDisplayConfigurationQuery')).toHaveLength(1);
      act(() =>
        fake.events.simulateResult({
          result: {
            data: {
              zoneScreenEvents: {
                __typename: 'ZoneScreenEvent',
                event: 'refetch_zone_configuration',
              },
            },
          },
        }),
      );
      await waitFor(() => expect(fake.sent('ZoneDisplayConfigurationQuery')).toHaveLength(2));
    });

    describe('with the clock under test', () => {
      beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
      afterEach(() => vi.useRealTimers());

      it('reads the configuration again every hour', async () => {
        const fake = gateway({});
        renderZoneScreen('/CHI/A/1', fake.client);
        await screen.findByText('Ready To Scan');
        await act(() => vi.advanceTimersByTimeAsync(59 * 60_000));
        expect(fake.sent('ZoneDisplayConfigurationQuery')).toHaveLength(1);
        await act(() => vi.advanceTimersByTimeAsync(60_000));
        expect(fake.sent('ZoneDisplayConfigurationQuery')).toHaveLength(2);
      });

      it('a failed heartbeat shows the offline message with the time last online; the next good one clears it', async () => {
        let up = true;
        const fake = gateway({
          FloorHeartbeatMutation: () => (up ? heartbeatAnswer() : 'down'),
        });
        renderZoneScreen('/CHI/A/1', fake.client);
        await screen.findByText('Ready To Scan');
        await waitFor(() => expect(fake.sent('FloorHeartbeatMutation')).toHaveLength(1));
        up = false;
        await act(() => vi.advanceTimersByTimeAsync(30_000));
        const offline = await screen.findByText(/No internet\. Please contact IT\./);
        expect(offline).toHaveTextContent('Sin internet. Por favor, contacte a IT.');
        expect(screen.getByText(/Last online \/ Última conexión/)).toBeInTheDocument();
        up = true;
        await act(() => vi.advanceTimersByTimeAsync(30_000));
        await waitFor(() => expect(screen.queryByText(/No internet/)).toBeNull());
      });

      it('a heartbeat the gateway holds shows the offline message at its time-out, before the next is due; one that answers clears it', async () => {
        let hanging = false;
        const fake = gateway({
          FloorHeartbeatMutation: () => (hanging ? hang() : heartbeatAnswer()),
        });
        renderZoneScreen('/CHI/A/1', fake.client);
        await screen.findByText('Ready To Scan');
        await waitFor(() => expect(fake.sent('FloorHeartbeatMutation')).toHaveLength(1));
        hanging = true;
        await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
        expect(fake.sent('FloorHeartbeatMutation')).toHaveLength(2);
        expect(screen.queryByText(/No internet/)).toBeNull();

        await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS));
        expect(fake.sent('FloorHeartbeatMutation')).toHaveLength(2);
        expect(screen.getByText(/No internet\. Please contact IT\./)).toHaveTextContent(
          'Sin internet. Por favor, contacte a IT.',
        );
        expect(screen.getByText(/Last online \/ Última conexión/)).toBeInTheDocument();

        hanging = false;
        await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - HEARTBEAT_TIMEOUT_MS));
        await waitFor(() => expect(screen.queryByText(/No internet/)).toBeNull());
      });

      it('a scan with no answer in 7 s asks for the box again in both languages for 5 s; its late answer never lights', async () => {
        let late: (answer: Answer) => void = () => undefined;
        const fake = gateway({
          ZoneDisplayScanMutation: () => new Promise<Answer>((resolve) => (late = resolve)),
        });
        renderZoneScreen('/CHI/A/1', fake.client);
        await screen.findByText('Ready To Scan');
        scan('1000001-AB');
        // The clock also moves with real time here: a second's margin before the 7 s.
        await act(() => vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS - 1_000));
        expect(screen.getByRole('status')).toHaveTextContent('…');

        await act(() => vi.advanceTimersByTimeAsync(1_000));
        const banner = screen.getByRole('alert');
        expect(banner).toHaveTextContent('ERROR: No answer in time. Please scan the box again.');
        expect(banner).toHaveTextContent(
          'Sin respuesta a tiempo. Por favor, escanee la caja de nuevo.',
        );
        expect(logged).toEqual([['API Error', 'timeout']]);

        // The gateway answers after all: the answer is not read, the cells stay dark.
        await act(async () => late(answer({ pickables: [pickable('P9', 4, 8)] })));
        await act(() => vi.advanceTimersByTimeAsync(ERROR_CLEAR_MS));
        expect(screen.getByRole('status')).toHaveTextContent('Ready To Scan');
        expect(document.querySelectorAll('.zone-cell-lit')).toHaveLength(0);
        expect(fake.sent('ZoneDisplayScanMutation')).toEqual([
          expect.objectContaining({ aborted: true }),
        ]);
      });
    });
  });
});
