import { useQuery } from '@apollo/client/react';
import { Flex } from 'antd';
import {
  RegionTableQueryDocument,
  type RegionTable_RegionFragment,
} from '../../generated/graphql.ts';
import { RegionErrorPanel } from './region-error-panel.tsx';
import { RegionSubscription } from './region-subscription.tsx';
import { RequestError } from './request-error.tsx';
import { StatusTag } from './status-tag.tsx';
import { LightTable, type LightColumn } from '../../shared/light-table.tsx';

const columns: LightColumn<RegionTable_RegionFragment>[] = [
  { key: 'name', title: 'Shipping Region', render: (region) => region.name },
  {
    title: 'Status',
    key: 'status',
    render: (region) => <StatusTag status={region.labelsProgress.status} />,
  },
  {
    title: 'Expected Shipments',
    key: 'expected',
    align: 'right',
    render: (region) => region.expectedShipments.count,
  },
  {
    title: 'Postponed',
    key: 'postponed',
    align: 'right',
    render: (region) => region.postponedShipments.count,
  },
];

const regionId = (region: RegionTable_RegionFragment) => region.id;

export interface RegionTableProps {
  packingFacilityId: string;
  shipDay: string;
  /** The ship day is expanded: only then are its regions followed live. */
  active: boolean;
}

/** The regions shipping on an expanded ship day, live, with a panel for each Errored one. */
export function RegionTable({ packingFacilityId, shipDay, active }: RegionTableProps) {
  const { data, error, loading, refetch } = useQuery(RegionTableQueryDocument, {
    variables: { packingFacilityId, shipDay },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    return (
      <RequestError
        error={error}
        what="load this region"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const regions = data?.regionsShippingOnDay ?? [];
  return (
    <Flex vertical gap="small">
      {active &&
        regions.map((region) => (
          <RegionSubscription
            key={region.id}
            packingFacilityId={packingFacilityId}
            shipDay={shipDay}
            regionName={region.name}
          />
        ))}
      <LightTable<RegionTable_RegionFragment>
        rowKey={regionId}
        size="small"
        loading={loading && !data}
        columns={columns}
        rows={regions}
      />
      {regions
        .filter((region) => region.labelsProgress.status === 'ERRORED')
        .map((region) => (
          <RegionErrorPanel key={region.id} region={region} />
        ))}
    </Flex>
  );
}
