import { useQuery } from '@apollo/client/react';
import { Button, Empty, Select, Table, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  KioskLineQueryDocument,
  KioskRemainingPickablesQueryDocument,
  type KioskRemainingPickablesQueryQuery,
} from '../../generated/graphql.ts';
import { KioskLayout } from './kiosk-layout.tsx';
import { PICKABLE_TYPE_NAMES } from './kiosk-rules.ts';
import { useKioskSession } from './use-kiosk-session.ts';
import { Title } from '../../shared/typography.tsx';

type Remaining = KioskRemainingPickablesQueryQuery['kioskRemainingPickables'];
type Pickable = Remaining['byRegion'][number]['pickables'][number];

const NOTHING_LEFT = 'There are no remaining meals to display';
const typeOptions = Object.entries(PICKABLE_TYPE_NAMES).map(([value, label]) => ({ value, label }));

const columns = [
  { title: 'Pickable', dataIndex: 'name', key: 'name' },
  {
    title: 'Type',
    dataIndex: 'pickableType',
    key: 'type',
    render: (type: string) => PICKABLE_TYPE_NAMES[type] ?? type,
  },
  { title: 'Remaining', dataIndex: 'count', key: 'count', align: 'right' as const },
];

/** One block per region or line, each a table of its pickables; the empty text otherwise. */
function Blocks({ blocks }: { blocks: { key: string; title: string; pickables: Pickable[] }[] }) {
  if (blocks.length === 0) return <Empty description={NOTHING_LEFT} />;
  return (
    <>
      {blocks.map((block) => (
        <section key={block.key} aria-label={block.title} style={{ marginBottom: 24 }}>
          <Title level={4}>{block.title}</Title>
          <Table
            size="middle"
            pagination={false}
            rowKey={(row) => `${row.pickableType}:${row.name}`}
            columns={columns}
            dataSource={block.pickables}
          />
        </section>
      ))}
    </>
  );
}

/**
 * …/line_{packLineName}/remaining_meals: Remaining Picks of the line's unprinted boxes, by
 * shipping region or by line, for the chosen ship dates and pickable types. Close or Escape
 * goes back to the line screen.
 */
export default function RemainingMealsPage() {
  const { lineSegment = '' } = useParams();
  const { slug, session } = useKioskSession();
  const navigate = useNavigate();
  const lineName = lineSegment.startsWith('line_') ? lineSegment.slice(5).toUpperCase() : '';
  const [shipDates, setShipDates] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>(typeOptions.map((option) => option.value));
  const line = useQuery(KioskLineQueryDocument, {
    variables: { slug, line: lineName },
    skip: !session || lineName === '',
  });
  const lineId = line.data?.kioskLine.packLineId;
  const remaining = useQuery(KioskRemainingPickablesQueryDocument, {
    variables: { slug, lineIds: lineId ? [lineId] : [], shipDates },
    skip: !lineId,
    fetchPolicy: 'cache-and-network',
  });
  const close = () => void navigate('..', { relative: 'path' });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const data = remaining.data?.kioskRemainingPickables;
  const shown = (pickables: readonly Pickable[]) =>
    pickables.filter((pickable) => types.includes(pickable.pickableType));
  const byRegion = useMemo(
    () =>
      (data?.byRegion ?? [])
        .map((region) => ({
          key: region.regionName,
          title: `${region.regionName} (${region.regionCategory})`,
          pickables: shown(region.pickables),
        }))
        .filter((block) => block.pickables.length > 0),
    // shown reads types
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, types],
  );
  const byLine = useMemo(
    () =>
      (data?.byLine ?? [])
        .map((entry) => ({
          key: entry.packLineName,
          title: `Line ${entry.packLineName}`,
          pickables: shown(entry.pickables),
        }))
        .filter((block) => block.pickables.length > 0),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, types],
  );

  return (
    <KioskLayout title={`Line ${lineName} · Remaining Picks`}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Title level={2} style={{ margin: 0, flex: 1 }}>
          Remaining Picks
        </Title>
        <Button size="large" type="primary" onClick={close}>
          Close
        </Button>
      </div>
      <div style={{ display: 'flex', gap: 16, margin: '16px 0', flexWrap: 'wrap' }}>
        <Select
          aria-label="Ship dates"
          mode="multiple"
          size="large"
          allowClear
          placeholder="All ship dates"
          style={{ minWidth: 280 }}
          value={shipDates}
          onChange={setShipDates}
          options={(data?.shipDates ?? []).map((date) => ({ value: date, label: date }))}
        />
        <Select
          aria-label="Pickable types"
          mode="multiple"
          size="large"
          style={{ minWidth: 360 }}
          value={types}
          onChange={setTypes}
          options={typeOptions}
        />
      </div>
      <Tabs
        size="large"
        items={[
          {
            key: 'region',
            label: 'Shipping Region',
            children: data ? <Blocks blocks={byRegion} /> : null,
          },
          { key: 'line', label: 'Line', children: data ? <Blocks blocks={byLine} /> : null },
        ]}
      />
    </KioskLayout>
  );
}
