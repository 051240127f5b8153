import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readOpenGroupIds } from '../../../../web/src/features/planner/group-states.ts';
import { PlanGroupTable } from '../../../../web/src/features/planner/plan-group-table.tsx';
import type { PlannerTable_GroupFragment } from '../../../../web/src/generated/graphql.ts';
import { ROW_HEIGHT } from '../../../../web/src/shared/virtual-table/virtual-table.tsx';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';
import { planGroup, plannerRegions } from './plan-group-fixture.ts';
import { plannerClient, WithPlannerCache } from './planner-cache-fixture.tsx';
import { giveTheTableItsHeight, tableScrollBox } from './table-box.ts';

ignorePseudoElementStyles();

/** 3,000 open groups on line A, group 1 first; every tenth one completed (all printed). */
const groups = Array.from({ length: 3000 }, (_, index) =>
  planGroup({
    id: String(index + 1),
    name: `Group ${index + 1}`,
    displayOrder: index + 1,
    ...(index % 10 === 9 && { printedBoxCount: 12 }),
  }),
);

const BOX = { clientHeight: 560, clientWidth: 1400 };
giveTheTableItsHeight(BOX);

function renderTable(
  props: Partial<Parameters<typeof PlanGroupTable>[0]> = {},
  rows: readonly PlannerTable_GroupFragment[] = groups,
) {
  const onSelect = vi.fn();
  const onSplit = vi.fn();
  const client = plannerClient(rows);
  render(
    <WithPlannerCache client={client}>
      <PlanGroupTable
        groupIds={rows.map((group) => group.id)}
        regions={plannerRegions}
        selected={[]}
        onSelect={onSelect}
        selectable={() => readOpenGroupIds(client.cache, '1')}
        onSplit={onSplit}
        {...props}
      />
    </WithPlannerCache>,
  );
  return { onSelect, onSplit };
}

const renderedRows = () =>
  screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-key'));

describe('the planner table', () => {
  it('keeps only the rows in view (and a few around them) in the page, 3,000 groups or not', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Pack line plan groups' });
    expect(table).toHaveAttribute('aria-rowcount', '3001');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      '',
      'Name',
      'Ship Date',
      'Ship Day',
      'Shipping Region',
      'Region Category',
      'Meal Plan',
      'Box Size',
      'Boxes',
      'Remaining',
      'Unpackable',
      'Printed',
      'Line',
      'Dockout',
      'Status',
      '',
    ]);
    const rows = renderedRows();
    expect(rows.length).toBeGreaterThanOrEqual(Math.ceil(BOX.clientHeight / ROW_HEIGHT));
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('data-row-key', '1');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Group 1',
      '11/23/2026',
      'Monday',
      'Milwaukee',
      'Cool',
      'standard',
      '16"',
      '12',
      '10',
      '0',
      '2',
      'A',
      '',
      '',
      'Split',
    ]);
  });

  it('shows the rows further down when its box is scrolled', () => {
    renderTable();
    const holder = tableScrollBox();
    holder.scrollTop = 2000 * ROW_HEIGHT;
    fireEvent.scroll(holder);
    const keys = renderedRows().map((row) => Number(row.getAttribute('data-row-key')));
    expect(keys).toContain(2001);
    expect(keys).not.toContain(1);
    expect(Math.max(...keys) - Math.min(...keys)).toBeLessThan(40);
  });

  it('selects an open group, never a completed one, and all open groups from the header', async () => {
    const { onSelect } = renderTable();
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Select Group 10 10' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Group 2 2' }));
    expect(onSelect).toHaveBeenLastCalledWith(['2']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const all = onSelect.mock.lastCall?.[0] as string[];
    expect(all).toHaveLength(2700);
    expect(all).not.toContain('10');
  });

  it('shows the selection it is given: rows ticked and selected, the header half ticked, then cleared', async () => {
    const { onSelect } = renderTable({ selected: ['2', '3'] });
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Select Group 2 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Group 4 4' })).not.toBeChecked();
    const row = (key: string) => document.querySelector(`[role="row"][data-row-key="${key}"]`);
    expect(row('3')).toHaveAttribute('aria-selected', 'true');
    expect(row('4')).toHaveAttribute('aria-selected', 'false');
    const header = screen.getByRole('checkbox', { name: 'Select all' });
    expect(header).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Group 3 3' }));
    expect(onSelect).toHaveBeenLastCalledWith(['2']);
  });

  it('reads Select all ticked once as many groups are ticked as can be, and clears them all', async () => {
    const open = groups.filter((_, index) => index % 10 !== 9).map((group) => group.id);
    const { onSelect } = renderTable({ selected: open, selectableCount: open.length });
    const header = screen.getByRole('checkbox', { name: 'Select all' });
    expect(header).toBeChecked();
    expect(header).toHaveProperty('indeterminate', false);
    await userEvent.setup().click(header);
    expect(onSelect).toHaveBeenLastCalledWith([]);
  });

  it('never shows a completed group ticked, even when it is among the groups given', () => {
    renderTable({ selected: ['10'] });
    const completed = screen.getByRole('checkbox', { name: 'Select Group 10 10' });
    expect(completed).toBeDisabled();
    expect(completed).not.toBeChecked();
    expect(document.querySelector('[data-row-key="10"]')).toHaveAttribute('aria-selected', 'false');
  });

  it('splits an open group with more than one box left, and no other', async () => {
    const rows = [
      planGroup({ id: '1', name: 'Open', printedBoxCount: 7 }),
      planGroup({ id: '2', name: 'One box left', printedBoxCount: 11, displayOrder: 2 }),
      planGroup({ id: '3', name: 'Done', softComplete: true, displayOrder: 3 }),
    ];
    const { onSplit } = renderTable({}, rows);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Split One box left 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Split Done 3' })).toBeDisabled();
    expect(within(document.querySelector('[data-row-key="3"]')!).getByText('Manual')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Split Open 1' }));
    expect(onSplit).toHaveBeenCalledWith(rows[0]);
  });

  it('shows a cut text whole in a tooltip while the pointer is on its cell, and no other', async () => {
    const long = 'Group with a name too long for its column';
    // jsdom lays nothing out: a text longer than its column is as wide as in a browser.
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get() {
        const element = this as HTMLElement;
        return element.classList.contains('ops-vt-text') && element.textContent === long ? 300 : 0;
      },
    });
    try {
      renderTable({}, [planGroup({ id: '1', name: long, shippingRegionId: '6' })]);
      const user = userEvent.setup();
      await user.hover(screen.getByText(long));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
      await user.hover(screen.getByText('Detroit'));
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    } finally {
      delete (HTMLElement.prototype as never)['scrollWidth'];
    }
  });

  it("says 'No data' without groups, and shows a spinner instead while they are read", () => {
    const { unmount } = render(
      <PlanGroupTable groupIds={[]} selected={[]} onSelect={vi.fn()} onSplit={vi.fn()} loading />,
    );
    // The empty state's picture is titled as its text says: only the text counts.
    const noData = () => screen.queryByText('No data', { ignore: 'title, script, style' });
    expect(noData()).toBeNull();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderTable({}, []);
    expect(noData()).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });

  it('stands at its full height while the groups are read, then holds them up to that height', () => {
    const holder = tableScrollBox;
    const client = plannerClient(groups);
    const { rerender } = render(
      <WithPlannerCache client={client}>
        <PlanGroupTable groupIds={[]} selected={[]} onSelect={vi.fn()} onSplit={vi.fn()} loading />
      </WithPlannerCache>,
    );
    // The frame does not grow when the answer comes, and the rows filling it come at once.
    expect(holder().style.height).toBe('560px');
    expect(holder().style.maxHeight).toBe('');
    rerender(
      <WithPlannerCache client={client}>
        <PlanGroupTable
          groupIds={groups.map((group) => group.id)}
          selected={[]}
          onSelect={vi.fn()}
          onSplit={vi.fn()}
        />
      </WithPlannerCache>,
    );
    expect(holder().style.height).toBe('');
    expect(holder().style.maxHeight).toBe('560px');
  });
});
