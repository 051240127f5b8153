import { useQuery } from '@apollo/client/react';
import { Button, Empty } from 'antd';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  KioskLineQueryDocument,
  KioskRemainingPickablesQueryDocument,
  type KioskRemainingPickablesQueryQuery,
} from '../../generated/graphql.ts';
import { KioskLayout } from './kiosk-layout.tsx';
import { PICKABLE_TYPE_NAMES } from './kiosk-rules.ts';
import { onRovingKeyDown } from './roving-focus.ts';
import { useKioskSession } from './use-kiosk-session.ts';

type Remaining = KioskRemainingPickablesQueryQuery['kioskRemainingPickables'];
type Pickable = Remaining['byRegion'][number]['pickables'][number];

const NOTHING_LEFT = 'There are no remaining meals to display';
const typeOptions = Object.entries(PICKABLE_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/** One block per region or line, each a table of its pickables; the empty text otherwise. */
function Blocks({ blocks }: { blocks: { key: string; title: string; pickables: Pickable[] }[] }) {
  if (blocks.length === 0) return <Empty description={NOTHING_LEFT} />;
  return (
    <>
      {blocks.map((block) => (
        <section key={block.key} aria-label={block.title} style={{ marginBottom: 24 }}>
          <h4 className="kiosk-heading">{block.title}</h4>
          <table className="kiosk-table">
            <thead>
              <tr>
                <th scope="col">Pickable</th>
                <th scope="col">Type</th>
                <th scope="col" className="kiosk-number">
                  Remaining
                </th>
              </tr>
            </thead>
            <tbody>
              {block.pickables.map((row) => (
                <tr key={`${row.pickableType}:${row.name}`}>
                  <td>{row.name}</td>
                  <td>{PICKABLE_TYPE_NAMES[row.pickableType] ?? row.pickableType}</td>
                  <td className="kiosk-number">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/** A set of toggles, each a native checkbox: none checked means all (`noneMeans`). */
function Choices({
  legend,
  options,
  chosen,
  choose,
  noneMeans,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  choose: (values: string[]) => void;
  noneMeans?: string;
}) {
  return (
    <fieldset className="kiosk-choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="kiosk-choice">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              choose(
                options
                  .map((o) => o.value)
                  .filter((value) =>
                    value === option.value ? event.target.checked : chosen.includes(value),
                  ),
              )
            }
          />
          {option.label}
        </label>
      ))}
      {noneMeans && chosen.length === 0 ? (
        <span className="kiosk-text-secondary">{noneMeans}</span>
      ) : null}
    </fieldset>
  );
}

type TabKey = 'region' | 'line';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'region', label: 'Shipping Region' },
  { key: 'line', label: 'Line' },
];

/** Tabs as WAI-ARIA's tabs pattern has them (the keys: onRovingKeyDown). */
function RemainingTabs({ panels }: { panels: Record<TabKey, ReactNode> }) {
  const [active, setActive] = useState<TabKey>('region');
  const id = useId();
  return (
    <>
      <div
        role="tablist"
        aria-label="Remaining Picks by"
        className="kiosk-tabs"
        onKeyDown={(event) => onRovingKeyDown(event, 'tab', (index) => setActive(TABS[index]!.key))}
      >
        {TABS.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className="kiosk-tab"
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== active}
        >
          {tab.key === active ? panels[tab.key] : null}
        </div>
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
        <h2 className="kiosk-heading" style={{ margin: 0, flex: 1 }}>
          Remaining Picks
        </h2>
        <Button size="large" type="primary" onClick={close}>
          Close
        </Button>
      </div>
      <div style={{ display: 'flex', gap: 16, margin: '16px 0', flexWrap: 'wrap' }}>
        <Choices
          legend="Ship dates"
          options={(data?.shipDates ?? []).map((date) => ({ value: date, label: date }))}
          chosen={shipDates}
          choose={setShipDates}
          noneMeans="All ship dates"
        />
        <Choices legend="Pickable types" options={typeOptions} chosen={types} choose={setTypes} />
      </div>
      <RemainingTabs
        panels={{
          region: data ? <Blocks blocks={byRegion} /> : null,
          line: data ? <Blocks blocks={byLine} /> : null,
        }}
      />
    </KioskLayout>
  );
}
