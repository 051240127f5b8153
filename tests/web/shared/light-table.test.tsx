import { screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { LightTable, type LightColumn } from '../../../web/src/shared/light-table.tsx';
import { ignorePseudoElementStyles } from '../features/line-presets/jsdom-styles.ts';
import { render } from '../support/render.tsx';

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
  { key: 'lines', title: 'Lines', width: 120, render: (preset) => preset.lines },
];
const presetId = (preset: Preset) => preset.id;

/** The table's markup without antd's style hash classes (which differ between the two). */
function markup(container: HTMLElement): string {
  const table = container.querySelector('.ant-table-wrapper')!.cloneNode(true) as HTMLElement;
  for (const element of [table, ...table.querySelectorAll('*')]) {
    const kept = [...element.classList].filter((name) => !name.startsWith('css-'));
    if (kept.length) element.setAttribute('class', kept.join(' '));
    else element.removeAttribute('class');
  }
  return table.outerHTML;
}

describe('LightTable', () => {
  it("is antd's Table markup, row for row", () => {
    const light = render(
      <LightTable rows={presets} columns={columns} rowKey={presetId} emptyText="No presets" />,
    );
    const antd = render(
      <Table<Preset>
        rowKey="id"
        pagination={false}
        dataSource={presets}
        columns={columns.map(({ key, title, width, render }) => ({
          key,
          title,
          ...(width !== undefined && { width }),
          render: (_value: unknown, preset: Preset) => render(preset),
        }))}
      />,
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
});
