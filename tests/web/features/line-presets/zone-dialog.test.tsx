import { screen, within } from '@testing-library/react';
import { render } from '../../support/render.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newZoneDraft } from '../../../../schema/src/line-presets/zone-edit.ts';
import type { EditorZone } from '../../../../web/src/features/line-presets/preset-draft.ts';
import { ZoneDialog } from '../../../../web/src/features/line-presets/zone-dialog.tsx';
import { ignorePseudoElementStyles } from './jsdom-styles.ts';

const newZone = (): EditorZone => ({ ...newZoneDraft([{ zoneId: 3 }]), key: 'adding', id: null });
const foodZone = (): EditorZone => ({
  ...newZoneDraft([]),
  pickableType: 'Food',
  rows: 1,
  columns: 2,
  itemLetters: ['M1', 'WB'],
  includesBinder: true,
  key: 'z7',
  id: '7',
  zoneId: 7,
});

ignorePseudoElementStyles();

function renderDialog(zone: EditorZone, isNew: boolean) {
  const handlers = { onDone: vi.fn(), onDelete: vi.fn(), onCancel: vi.fn() };
  const view = render(<ZoneDialog zone={zone} isNew={isNew} otherZoneIds={[1, 2]} {...handlers} />);
  return { ...handlers, ...view };
}

async function choose(label: string, option: string) {
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1) as HTMLElement);
}

// antd's select and modal are slow under jsdom on a busy machine; the flows are what is tested.
describe('the zone dialog', { timeout: 60_000 }, () => {
  it('a new zone: next id in the title, no Delete Zone, and a type is required', async () => {
    const { onDone } = renderDialog(newZone(), true);
    expect(screen.getByText('Configure New Zone 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Zone' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('You must select a zone type')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('an ice type forces 1 row and asks for 1-4 columns, one empty cell each', async () => {
    const { onDone } = renderDialog(newZone(), true);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await choose('Zone Type', 'Ice Bottom');
    expect(screen.queryByText('You must select a zone type')).not.toBeInTheDocument();
    expect(
      screen.getByText('You must set rows and columns for the selected zone type'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Include Middle Ice')).not.toBeInTheDocument();
    await choose('Columns', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({
        pickableType: 'Ice Bottom',
        rows: 1,
        columns: 3,
        itemLetters: ['', '', ''],
      }),
    );
  });

  it('Ice Top offers Include Middle Ice, which makes 2 rows', async () => {
    const { onDone } = renderDialog({ ...newZone(), columns: 2 }, true);
    await choose('Zone Type', 'Ice Top');
    await userEvent.click(screen.getByLabelText('Include Middle Ice'));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ rows: 2, columns: 2, itemLetters: ['', ''] }),
    );
  });

  it('QA makes the zone 1 × 1 without letters and clears the banner flags', async () => {
    const { onDone } = renderDialog(foodZone(), false);
    expect(screen.getByLabelText('Welcome Binder')).toBeChecked();
    await choose('Zone Type', 'QA');
    expect(screen.queryByLabelText('Welcome Binder')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Near Miss'));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({
        pickableType: 'QA',
        rows: 1,
        columns: 1,
        itemLetters: [],
        includesBinder: false,
        qaNearMiss: true,
      }),
    );
  });

  it('the zone id takes digits only and must be at least 1', async () => {
    const { onDone } = renderDialog(foodZone(), false);
    const zoneId = screen.getByLabelText('Zone Id');
    await userEvent.clear(zoneId);
    await userEvent.type(zoneId, 'a1b2');
    expect(zoneId).toHaveValue('12');
    await userEvent.clear(zoneId);
    await userEvent.type(zoneId, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Zone id must be a whole number of at least 1')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.clear(zoneId);
    await userEvent.type(zoneId, '2');
    expect(screen.getByText('Zone id 2 is already used')).toBeInTheDocument();
  });

  it("Delete Zone asks 'Confirm?' first, deletes on the second click, and reads 'Delete Zone' when reopened", async () => {
    const { onDelete, unmount } = renderDialog(foodZone(), false);
    expect(screen.getByText('Configure Zone 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Zone' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm?' }));
    expect(onDelete).toHaveBeenCalledOnce();
    unmount();
    renderDialog(foodZone(), false);
    expect(screen.getByRole('button', { name: 'Delete Zone' })).toBeInTheDocument();
  });
});
