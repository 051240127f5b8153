import { useQuery } from '@apollo/client/react';
import { Flex, Table, type TableColumnsType } from 'antd';
import {
  RegionTableQueryDocument,
  type RegionTable_RegionFragment,
} from '../../generated/graphql.ts';
import { RegionErrorPanel } from './region-error-panel.tsx';
import { RegionSubscription } from './region-subscription.tsx';
import { RequestError } from './request-error.tsx';
import { StatusTag } from './status-tag.tsx';

const columns: TableColumnsType<RegionTable_RegionFragment> = [
  { key: 'name', title: 'Shipping Region', dataIndex: 'name' },
  {
    title: 'Status',
    key: 'status',
    render: (_, region) => <StatusTag status={region.labelsProgress.status} />,
  },
  {
    title: 'Expected Shipments',
    key: 'expected',
    align: 'right',
    dataIndex: ['expectedShipments', 'count'],
  },
  {
    title: 'Postponed',
    key: 'postponed',
    align: 'right',
    dataIndex: ['postponedShipments', 'count'],
  },
];

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
      <Table<RegionTable_RegionFragment>
        rowKey="id"
        size="small"
        loading={loading && !data}
        columns={columns}
        dataSource={regions}
        pagination={false}
      />
      {regions
        .filter((region) => region.labelsProgress.status === 'ERRORED')
        .map((region) => (
          <RegionErrorPanel key={region.id} region={region} />
        ))}
    </Flex>
  );
}
