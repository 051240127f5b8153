import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LINE_WIDGET_SIZE } from '../../../../web/src/features/planner/line-widget.tsx';
import { LineWidgets } from '../../../../web/src/features/planner/line-widgets.tsx';
import { PlannerWorkspace } from '../../../../web/src/features/planner/planner-workspace.tsx';
import { PlannerGroupsQueryDocument } from '../../../../web/src/generated/graphql.ts';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';
import { planGroup, plannerLine, plannerPickables, plannerRegions } from './plan-group-fixture.ts';
import { giveTheTableItsHeight } from './table-box.ts';

ignorePseudoElementStyles();

const lines = [plannerLine('1', 'A'), plannerLine('2', 'B')];
const plannerAnswer = {
  request: { query: PlannerGroupsQueryDocument, variables: { packingFacilityId: '1' } },
  delay: 50,
  result: {
    data: {
      packLinePlanner: {
        __typename: 'PackLinePlanner',
        id: '1',
        lastUpdatedAt: '2026-11-24T10:00:00Z',
        menu: { __typename: 'Menu', id: '5', slug: '2026-11-23' },
        packLinePlanGroups: [planGroup({ id: '7', name: 'Milwaukee' })],
        packLines: lines,
        pickables: plannerPickables,
        shippingRegions: plannerRegions,
      },
    },
  },
};

giveTheTableItsHeight();

describe('the planner while its read is on the way', () => {
  it('stands with its actions disabled and the table loading, then fills in the same table', async () => {
    render(
      <MemoryRouter>
        <MockedProvider mocks={[plannerAnswer]}>
          <PlannerWorkspace facilityId="1" facilityName="Chicago" abbreviatedName={undefined} />
        </MockedProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Assign Groups' })).toBeDisabled();
    expect(screen.queryByText(/^Menu:/)).toBeNull();
    const table = screen.getByRole('table', { name: 'Pack line plan groups' });
    expect(within(table).getByLabelText('Loading')).toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Pack Line B' })).toBeInTheDocument();
    expect(screen.getByText(/^Menu:/)).toHaveTextContent('Menu: 11/23/2026');
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
    // The table the answer filled in is the one that was loading: not a second one mounted.
    expect(screen.getByRole('table', { name: 'Pack line plan groups' })).toBe(table);
    expect(within(table).queryByLabelText('Loading')).toBeNull();
    // The group's name and its shipping region.
    expect(within(table).getAllByRole('cell', { name: 'Milwaukee' })).toHaveLength(2);
  });
});

describe('the line widgets', () => {
  const handlers = { onOpen: vi.fn(), onFilter: vi.fn() };

  it("hold each line's place with a box of a widget's size in their first render", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LineWidgets lines={lines} {...handlers} />
      </MemoryRouter>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const boxes = page.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.style.width).toBe(`${LINE_WIDGET_SIZE.width}px`);
      expect(box.style.minHeight).toBe(`${LINE_WIDGET_SIZE.minHeight}px`);
    }
    expect(page.textContent).not.toContain('Pack Line A');
  });

  it('then show every line, at the same size, with its actions', async () => {
    render(
      <MemoryRouter>
        <LineWidgets lines={lines} {...handlers} />
      </MemoryRouter>,
    );
    const widget = await screen.findByRole('region', { name: 'Pack Line A' });
    expect(widget.style.width).toBe(`${LINE_WIDGET_SIZE.width}px`);
    expect(widget.style.minHeight).toBe(`${LINE_WIDGET_SIZE.minHeight}px`);
    expect(screen.getByRole('region', { name: 'Pack Line B' })).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-hidden="true"][style*="min-height"]')).toHaveLength(0);

    const lineB = within(screen.getByRole('region', { name: 'Pack Line B' }));
    await userEvent.click(lineB.getByRole('button', { name: 'Filter Labels' }));
    expect(handlers.onFilter).toHaveBeenLastCalledWith(lines[1]);
    await userEvent.click(lineB.getByRole('button', { name: 'Assignments' }));
    expect(handlers.onOpen).toHaveBeenLastCalledWith(lines[1]);
    expect(lineB.getByRole('progressbar', { name: 'Printed 0 of 24' })).toBeVisible();
    expect(lineB.getByText(/^Last print:/)).toBeVisible();
  });
});
