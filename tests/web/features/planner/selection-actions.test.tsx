import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlannerWorkspace } from '../../../../web/src/features/planner/planner-workspace.tsx';
import {
  PlannerGeneratePdfsMutationDocument,
  PlannerGroupsQueryDocument,
} from '../../../../web/src/generated/graphql.ts';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';
import { planGroup, plannerLine, plannerPickables, plannerRegions } from './plan-group-fixture.ts';
import { giveTheTableItsHeight } from './table-box.ts';

ignorePseudoElementStyles();

const groups = [
  planGroup({ id: '7', name: 'Milwaukee' }),
  planGroup({ id: '8', name: 'Detroit', displayOrder: 2, lineAssignment: 'B', boxCount: 30 }),
];
const plannerAnswer = {
  request: { query: PlannerGroupsQueryDocument, variables: { packingFacilityId: '1' } },
  result: {
    data: {
      packLinePlanner: {
        __typename: 'PackLinePlanner',
        id: '1',
        lastUpdatedAt: '2026-11-24T10:00:00Z',
        menu: { __typename: 'Menu', id: '5', slug: '2026-11-23' },
        packLinePlanGroups: groups,
        packLines: [plannerLine('1', 'A'), plannerLine('2', 'B')],
        pickables: plannerPickables,
        shippingRegions: plannerRegions,
      },
    },
  },
};
const pdfAnswer = {
  request: {
    query: PlannerGeneratePdfsMutationDocument,
    variables: { input: { packingFacilityId: '1', packLinePlanGroupIds: ['7', '8'] } },
  },
  result: {
    data: {
      generatePackLinePlanGroupPdfs: {
        __typename: 'GeneratePdfPayload',
        pdf: {
          __typename: 'GeneratedPdf',
          id: 'p1',
          filename: 'labels-1.pdf',
          downloadUrl: '/downloads/pdfs/p1',
        },
        userErrors: [],
      },
    },
  },
};

giveTheTableItsHeight();

describe('the actions on the selected groups', { timeout: 30_000 }, () => {
  it('Generate PDFs lists the groups it acts on and clears the selection; Manual Completion then lists only the groups chosen anew', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MockedProvider mocks={[plannerAnswer, pdfAnswer]}>
          <App>
            <PlannerWorkspace facilityId="1" facilityName="Chicago" abbreviatedName={undefined} />
          </App>
        </MockedProvider>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Milwaukee 7' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Detroit 8' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate PDFs' }));
    const pdfs = screen.getByRole('dialog', { name: 'Are you sure you want to generate PDFs?' });
    expect(within(pdfs).getByText('2 group(s):')).toBeInTheDocument();
    const listed = within(within(pdfs).getByRole('list', { name: 'Chosen groups' })).getAllByRole(
      'listitem',
    );
    expect(listed.map((item) => item.textContent)).toEqual([
      'Milwaukee (7) · Pack Line A · 12 boxes',
      'Detroit (8) · Pack Line B · 30 boxes',
    ]);
    await user.click(within(pdfs).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('link', { name: 'Download labels-1.pdf' })).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Milwaukee 7' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Manual Completion' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Detroit 8' }));
    await user.click(screen.getByRole('button', { name: 'Manual Completion' }));
    const manual = screen.getByRole('dialog', { name: 'Manually complete pack line plan groups?' });
    expect(within(manual).getByText('1 group(s):')).toBeInTheDocument();
    expect(within(manual).getByRole('listitem')).toHaveTextContent('Detroit (8)');
    expect(within(manual).queryByText(/Milwaukee/)).toBeNull();
  });
});
