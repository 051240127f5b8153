import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  GroupList,
  type ListedGroup,
} from '../../../../web/src/floor/printer-kiosk/group-list.tsx';
import { ReprintPanel } from '../../../../web/src/floor/printer-kiosk/reprint-panel.tsx';
import type { KioskLabelFieldsFragment } from '../../../../web/src/generated/graphql.ts';
import { render } from '../../support/render.tsx';

// The line screen's two lists: the groups a tap chooses from, and the labels to reprint.

const group = (id: string, counts: Partial<ListedGroup> = {}): ListedGroup => ({
  id,
  name: `CHI-${id}`,
  mealPlan: 'standard',
  boxSize: 16,
  shipDate: '2026-11-24',
  boxCount: 40,
  printedBoxCount: 10,
  remainingBoxCount: 30,
  unpackableBoxCount: 0,
  ...counts,
});

const label = (id: string, confirmed = true) =>
  ({
    __typename: 'KioskLabel',
    metadataId: id,
    customerName: `Customer ${id}`,
    trackingNumber: `1Z${id}`,
    shippingRegion: 'Chicago',
    confirmed,
  }) as unknown as KioskLabelFieldsFragment;

describe('the line screen’s group list', () => {
  it('shows each group with its chips; a tap anywhere on a group chooses it', async () => {
    const choose = vi.fn();
    const groups = [group('1'), group('2', { unpackableBoxCount: 3 }), group('3')];
    render(<GroupList groups={groups} selectedId="1" nextId="2" choose={choose} />);

    const items = within(screen.getByRole('region', { name: 'Groups' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('In Progress');
    expect(items[1]).toHaveTextContent('Up Next');
    expect(items[1]).toHaveTextContent('3 Unpackable');
    expect(items[1]).toHaveTextContent('standard · 16" box · ships 2026-11-24 · 10/40 printed');

    await userEvent.click(within(items[2]!).getByText('CHI-3'));
    expect(choose).toHaveBeenCalledWith(groups[2]);
  });

  it('says so when the line has no groups', () => {
    render(<GroupList groups={[]} selectedId={null} nextId={null} choose={vi.fn()} />);
    expect(screen.getByText('No groups on this line')).toBeVisible();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('the line screen’s reprint queue', () => {
  const panel = (queue: KioskLabelFieldsFragment[], devMode = false) => {
    const reprint = vi.fn();
    render(
      <MockedProvider mocks={[]}>
        <ReprintPanel
          slug="chicago"
          queue={queue}
          loading={false}
          devMode={devMode}
          reprint={reprint}
        />
      </MockedProvider>,
    );
    return reprint;
  };

  it('lists the labels with a Reprint button each, and flags one the printer did not confirm', async () => {
    const reprint = panel([label('1'), label('2', false)]);
    const queue = screen.getByRole('region', { name: 'Reprint queue' });
    const items = within(queue).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Customer 11Z1 · Chicago'),
      expect.stringContaining('Not confirmed by the printer'),
    ]);
    expect(items[0]).not.toHaveTextContent('Not confirmed');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Reprint' }));
    expect(reprint).toHaveBeenCalledWith(label('2', false));
  });

  it('says so when nothing was printed on the line yet', () => {
    panel([]);
    const queue = screen.getByRole('region', { name: 'Reprint queue' });
    expect(within(queue).getByText('No labels printed on this line yet')).toBeVisible();
    expect(within(queue).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('disables Reprint in dev mode', () => {
    panel([label('1')], true);
    expect(screen.getByRole('button', { name: 'Reprint' })).toBeDisabled();
  });
});
