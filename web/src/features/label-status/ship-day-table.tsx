import { useState } from 'react';
import type { LabelStatusPageQueryQuery } from '../../generated/graphql.ts';
import { formatShipDay } from './format-ship-day.ts';
import { RegionTable } from './region-table.tsx';
import { Card } from '../../shared/card.tsx';
import { LightTable, type LightColumn } from '../../shared/light-table.tsx';

type Facility = LabelStatusPageQueryQuery['labelStatusFacilities'][number];
type ShipDay = Facility['shipDays'][number];

const columns: LightColumn<ShipDay>[] = [
  { key: 'day', title: 'Ship Day', render: (day) => formatShipDay(day.day) },
  {
    key: 'generatedAt',
    title: 'Labels Generated At',
    render: (day) => day.labelsGeneratedAtStringify ?? 'Not generated yet',
  },
  {
    key: 'expected',
    title: 'Expected Shipments',
    align: 'right',
    render: (day) => day.expectedShipments,
  },
  {
    key: 'postponed',
    title: 'Estimated Postponed',
    align: 'right',
    render: (day) => day.estimatedPostponedCount,
  },
];

const shipDayId = (day: ShipDay) => day.id;

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
      <LightTable<ShipDay>
        rowKey={shipDayId}
        size="middle"
        columns={columns}
        rows={facility.shipDays}
        emptyText="No ship days"
        expandable={{
          expandedKeys: expanded,
          onExpandedChange: setExpanded,
          render: (day) => (
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
