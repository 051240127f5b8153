import { Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { LabelStatusPageQueryQuery } from '../../generated/graphql.ts';
import { formatShipDay } from './format-ship-day.ts';
import { RegionTable } from './region-table.tsx';

type Facility = LabelStatusPageQueryQuery['labelStatusFacilities'][number];
type ShipDay = Facility['shipDays'][number];

const columns: TableColumnsType<ShipDay> = [
  { key: 'day', title: 'Ship Day', render: (_, day) => formatShipDay(day.day) },
  {
    key: 'generatedAt',
    title: 'Labels Generated At',
    render: (_, day) => day.labelsGeneratedAtStringify ?? 'Not generated yet',
  },
  { key: 'expected', title: 'Expected Shipments', align: 'right', dataIndex: 'expectedShipments' },
  {
    key: 'postponed',
    title: 'Estimated Postponed',
    align: 'right',
    dataIndex: 'estimatedPostponedCount',
  },
];

/**
 * One facility's ship days; a ship day expands (a click on its row or its button) to its
 * regions, followed live while open. antd's Table keeps a row once expanded in the page while it
 * is collapsed, so its regions keep their data between two openings.
 */
export function ShipDayTable({ facility }: { facility: Facility }) {
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  return (
    <Card
      size="small"
      role="region"
      aria-label={facility.name}
      title={
        <span role="heading" aria-level={2}>
          {facility.name}
        </span>
      }
    >
      <Table<ShipDay>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={facility.shipDays}
        pagination={false}
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
