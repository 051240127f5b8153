import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FacilitySelectQueryDocument,
  PresetListQueryDocument,
} from '../../../../web/src/generated/graphql.ts';
// Loaded up front: the route is lazy, and transforming it in the first test would eat its time.
import '../../../../web/src/app/layout/admin-layout.tsx';
import '../../../../web/src/features/line-presets/preset-list-page.tsx';
import { currentPath, renderApp } from '../../support/render-app.tsx';
import { viewerMock } from '../../support/mocks.ts';
import { ignorePseudoElementStyles } from './jsdom-styles.ts';

ignorePseudoElementStyles();

const facilities = (...list: Array<[string, string]>) => ({
  request: { query: FacilitySelectQueryDocument },
  result: {
    data: {
      accessiblePackingFacilities: list.map(([id, name]) => ({
        __typename: 'PackingFacility',
        id,
        name,
      })),
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const preset = (id: string, name: string, lines: string[]) => ({
  __typename: 'LinePreset',
  id,
  packingFacilityId: '1',
  name,
  description: `${name} description`,
  lineAssignments: lines.map((line, index) => ({
    __typename: 'LineAssignment',
    id: `${id}${index}`,
    name: line,
  })),
});

const list = {
  request: { query: PresetListQueryDocument, variables: { packingFacilityId: '1' } },
  result: {
    data: {
      linePresets: [preset('11', 'Full Line', ['A', 'B']), preset('12', 'Spare', [])],
    },
  },
};

/** Chicago's presets, for a user of Chicago and Baltimore. */
const openChicagoList = () =>
  renderApp('/admin/pick_to_light_presets/1', [
    viewerMock(),
    facilities(['1', 'Chicago'], ['8', 'Baltimore']),
    list,
  ]);

describe('the preset list', { timeout: 60_000 }, () => {
  it('lists presets with their lines, and delete is disabled while a preset has lines', async () => {
    openChicagoList();
    const fullLine = (await screen.findByRole('cell', { name: 'Full Line' })).closest('tr');
    expect(within(fullLine as HTMLElement).getByText('Line A')).toBeInTheDocument();
    expect(within(fullLine as HTMLElement).getByText('Line B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Full Line' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Spare' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /NEW PRESET/ })).toBeEnabled();
  });

  it('a row action names itself in a tooltip on keyboard focus, as on hover', async () => {
    openChicagoList();
    const edit = await screen.findByRole('button', { name: 'Edit Spare' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => edit.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
  });

  it('a disabled delete says why, on keyboard focus', async () => {
    openChicagoList();
    const remove = await screen.findByRole('button', { name: 'Delete Full Line' });
    expect(remove).toBeDisabled();
    // The disabled button takes no focus: what holds it does, and the tooltip describes it.
    const holder = remove.parentElement as HTMLElement;
    expect(holder).toHaveAttribute('tabindex', '0');
    act(() => holder.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Presets with line assignments cannot be deleted',
    );
    expect(holder).toHaveAccessibleDescription('Presets with line assignments cannot be deleted');
    // An enabled delete is a tab stop of its own, as every button.
    expect(screen.getByRole('button', { name: 'Delete Spare' }).parentElement).not.toHaveAttribute(
      'tabindex',
    );
  });

  it('with one facility to choose from, opens its presets', async () => {
    const { router } = renderApp('/admin/pick_to_light_presets', [
      viewerMock(),
      facilities(['1', 'Chicago']),
      list,
    ]);
    await waitFor(() => expect(currentPath(router)).toBe('/admin/pick_to_light_presets/1'));
    expect(await screen.findByRole('cell', { name: 'Spare' })).toBeInTheDocument();
  });
});
