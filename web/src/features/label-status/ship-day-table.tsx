import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { LabelStatusPageQueryQuery } from '../../generated/graphql.ts';
import { formatShipDay } from './format-ship-day.ts';
import { RegionTable } from './region-table.tsx';
import { Card } from '../../shared/card.tsx';

type Facility = LabelStatusPageQueryQuery['labelStatusFacilities'][number];
type ShipDay = Facility['shipDays'][number];

const columns: TableColumnsType<ShipDay> = [
  { title: 'Ship Day', dataIndex: 'day', render: (day: string) => formatShipDay(day) },
  {
    title: 'Labels Generated At',
    dataIndex: 'labelsGeneratedAtStringify',
    render: (text: string | null) => text ?? 'Not generated yet',
  },
  { title: 'Expected Shipments', dataIndex: 'expectedShipments', align: 'right' },
  { title: 'Estimated Postponed', dataIndex: 'estimatedPostponedCount', align: 'right' },
];

/** One facility's ship days; a ship day expands to its regions, followed live while open. */
export function ShipDayTable({ facility }: { facility: Facility }) {
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  return (
    <Card
      size="small"
      title={
        <span role="heading" aria-level={2}>
          {facility.name}
        </span>
      }
    >
      <Table<ShipDay>
        rowKey="id"
        size="middle"
        pagination={false}
        columns={columns}
        dataSource={facility.shipDays}
        locale={{ emptyText: 'No ship days' }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          expandRowByClick: true,
          expandedRowRender: (day) => (
            <RegionTable
              packingFacilityId={facility.id}
              shipDay={day.day}
              active={expanded.includes(day.id)}
            />
          ),
        }}
      />
    </Card>
  );
}
