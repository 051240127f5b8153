import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Table } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { LightTable, type LightColumn } from '../../../web/src/shared/light-table.tsx';
import { ignorePseudoElementStyles } from '../features/line-presets/jsdom-styles.ts';
import { render } from '../support/render.tsx';
import { comparableMarkup } from './antd-markup.ts';

ignorePseudoElementStyles();

interface Preset {
  id: string;
  name: string;
  lines: number;
}

const presets: Preset[] = [
  { id: '1', name: 'Full Line', lines: 3 },
  { id: '2', name: 'Tempo Express', lines: 0 },
];
const columns: LightColumn<Preset>[] = [
  { key: 'name', title: 'Name', render: (preset) => preset.name },
  { key: 'lines', title: 'Lines', width: 120, align: 'right', render: (preset) => preset.lines },
];
/** The same columns for antd's Table. */
const antdColumns = columns.map(({ key, title, width, align, render }) => ({
  key,
  title,
  ...(width !== undefined && { width }),
  ...(align && { align }),
  render: (_value: unknown, preset: Preset) => render(preset),
}));
const presetId = (preset: Preset) => preset.id;

/** The table's markup, as comparableMarkup gives it. */
const markup = (container: HTMLElement) =>
  comparableMarkup(container.querySelector('.ant-table-wrapper')!);

describe('LightTable', () => {
  it("is antd's Table markup, row for row", () => {
    const light = render(
      <LightTable rows={presets} columns={columns} rowKey={presetId} emptyText="No presets" />,
    );
    const antd = render(
      <Table<Preset> rowKey="id" pagination={false} dataSource={presets} columns={antdColumns} />,
    );
    expect(markup(light.container)).toBe(markup(antd.container));
    const rows = within(light.container).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameLines',
      'Full Line3',
      'Tempo Express0',
    ]);
    expect(rows[1]).toHaveAttribute('data-row-key', '1');
  });

  it("merges and styles cells in a bordered table as antd's Table does with onCell", () => {
    const merged: LightColumn<Preset>[] = [
      {
        ...columns[0]!,
        // The first row spans both; the second's cell is covered.
        cell: (preset) => ({ rowSpan: preset.id === '1' ? 2 : 0 }),
      },
      { ...columns[1]!, cell: () => ({ style: { background: '#e3f0e8' } }) },
    ];
    const light = render(
      <LightTable rows={presets} columns={merged} rowKey={presetId} size="small" bordered />,
    );
    const antd = render(
      <Table<Preset>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={presets}
        columns={antdColumns.map((column, index) => ({ ...column, onCell: merged[index]!.cell }))}
      />,
    );
    expect(markup(light.container)).toBe(markup(antd.container));
    expect(light.container.querySelectorAll('td[rowspan="2"]')).toHaveLength(1);
  });

  it('says its empty text without rows, and shows a spinner instead while they are read', () => {
    const { rerender } = render(
      <LightTable rows={[]} columns={columns} rowKey={presetId} emptyText="No presets" loading />,
    );
    expect(document.querySelector('.ant-spin-spinning')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No presets')).toBeNull();
    rerender(<LightTable rows={[]} columns={columns} rowKey={presetId} emptyText="No presets" />);
    expect(screen.getByRole('cell', { name: 'No presets' })).toHaveAttribute('colspan', '2');
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it("expands rows as antd's Table does: the same markup, with the expanded row beneath", () => {
    const details = (preset: Preset) => `${preset.name} has ${preset.lines} lines`;
    const light = render(
      <LightTable
        rows={presets}
        columns={columns}
        rowKey={presetId}
        size="middle"
        expandable={{ expandedKeys: ['1'], onExpandedChange: vi.fn(), render: details }}
      />,
    );
    const antd = render(
      <Table<Preset>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={presets}
        columns={antdColumns}
        expandable={{ expandedRowKeys: ['1'], expandRowByClick: true, expandedRowRender: details }}
      />,
    );
    expect(markup(light.container)).toBe(markup(antd.container));
  });

  it('expands and collapses a row by a click on it or on its button, keeping it once opened', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    function Expanding() {
      const [expanded, setExpanded] = useState<string[]>([]);
      return (
        <LightTable
          rows={presets}
          columns={columns}
          rowKey={presetId}
          expandable={{
            expandedKeys: expanded,
            onExpandedChange: setExpanded,
            render: (preset) => {
              opened(preset.id);
              return `Lines of ${preset.name}`;
            },
          }}
        />
      );
    }
    render(<Expanding />);
    expect(screen.queryByText('Lines of Full Line')).toBeNull();
    await user.click(screen.getByRole('cell', { name: 'Full Line' }));
    expect(screen.getByText('Lines of Full Line')).toBeVisible();
    // A row never expanded is never rendered.
    expect(opened).not.toHaveBeenCalledWith('2');
    const rows = screen.getAllByRole('button', { name: /row/ });
    expect(rows.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Collapse row',
      'Expand row',
    ]);
    await user.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(screen.getByText('Lines of Tempo Express')).toBeVisible();
    // Collapsed again: hidden, still in the page.
    await user.click(screen.getAllByRole('button', { name: 'Collapse row' })[0]!);
    expect(screen.getByText('Lines of Full Line')).not.toBeVisible();
    expect(screen.getByText('Lines of Tempo Express')).toBeVisible();
  });
});

describe('LightTable sorting and sticky header', () => {
  const sortable: LightColumn<Preset>[] = [
    { ...columns[0]!, sorter: (a, b) => a.name.localeCompare(b.name) },
    { ...columns[1]!, sorter: (a, b) => a.lines - b.lines },
  ];
  const antdSortable = antdColumns.map((column, index) => ({
    ...column,
    sorter: sortable[index]!.sorter,
  }));
  // antd shows the sort tip in a Tooltip; LightTable gives it as the header's title.
  const withoutTitles = (container: HTMLElement) =>
    comparableMarkup(container.querySelector('.ant-table-wrapper')!, (element) => {
      if (element.tagName === 'TH') element.removeAttribute('title');
    });
  const names = (container: HTMLElement) =>
    [...container.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);

  it("is antd's Table markup with sorter headers, unsorted and sorted, named as antd's", async () => {
    const user = userEvent.setup();
    const light = render(
      <LightTable rows={presets} columns={sortable} rowKey={presetId} aria-label="Presets" />,
    );
    const antd = render(
      <Table<Preset>
        rowKey="id"
        pagination={false}
        showSorterTooltip={false}
        dataSource={presets}
        columns={antdSortable}
        aria-label="Presets"
      />,
    );
    expect(withoutTitles(light.container)).toBe(withoutTitles(antd.container));
    expect(light.container.querySelector('table')).toHaveAttribute('aria-label', 'Presets');
    // Sorted by lines, descending (two clicks), in both.
    for (const container of [light.container, antd.container]) {
      const header = within(container).getByText('Lines').closest('th')!;
      await user.click(header);
      await user.click(header);
    }
    expect(withoutTitles(light.container)).toBe(withoutTitles(antd.container));
    expect(light.container.querySelector('th[aria-sort]')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names(light.container)).toEqual(['Full Line', 'Tempo Express']);
  });

  it('sorts ascending, descending, then as given, by a click or Enter, one column at a time, its tip saying what comes next', async () => {
    const user = userEvent.setup();
    const rows = [...presets, { id: '3', name: 'Alpha', lines: 1 }];
    const { container } = render(<LightTable rows={rows} columns={sortable} rowKey={presetId} />);
    const name = within(container).getByText('Name').closest('th')!;
    const lines = within(container).getByText('Lines').closest('th')!;
    expect(name).toHaveAttribute('title', 'Click to sort ascending');
    await user.click(name);
    expect(names(container)).toEqual(['Alpha', 'Full Line', 'Tempo Express']);
    expect(name).toHaveAttribute('title', 'Click to sort descending');
    name.focus();
    await user.keyboard('{Enter}');
    expect(names(container)).toEqual(['Tempo Express', 'Full Line', 'Alpha']);
    expect(name).toHaveAttribute('title', 'Click to cancel sorting');
    await user.click(name);
    expect(names(container)).toEqual(['Full Line', 'Tempo Express', 'Alpha']);
    expect(name).not.toHaveAttribute('aria-sort');
    // Another column's sort replaces the first's.
    await user.click(name);
    await user.click(lines);
    expect(name).not.toHaveAttribute('aria-sort');
    expect(names(container)).toEqual(['Tempo Express', 'Alpha', 'Full Line']);
    // The sorted column's cells wear antd's sorted class.
    expect(container.querySelector('tbody td:nth-child(2)')).toHaveClass('ant-table-column-sort');
    expect(container.querySelector('tbody td:nth-child(1)')).not.toHaveClass(
      'ant-table-column-sort',
    );
  });

  it('holds its header cells at the top of the page while sticky', () => {
    const { container, rerender } = render(
      <LightTable rows={presets} columns={sortable} rowKey={presetId} sticky />,
    );
    for (const th of container.querySelectorAll('th')) {
      expect(th).toHaveStyle({ position: 'sticky', top: '0px' });
    }
    // As antd's sticky table: laid out fixed, the columns without a width sharing the rest.
    expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
    rerender(<LightTable rows={presets} columns={sortable} rowKey={presetId} />);
    for (const th of container.querySelectorAll('th')) {
      expect(th).not.toHaveStyle({ position: 'sticky' });
    }
    expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'auto' });
  });
});
