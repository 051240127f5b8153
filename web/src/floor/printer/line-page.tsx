import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Input, List, Modal, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  KioskLabelSearchQueryDocument,
  KioskLineQueryDocument,
  KioskPrintLabelMutationDocument,
  KioskReprintLabelMutationDocument,
  KioskUnassignPrinterMutationDocument,
  type KioskLabelFieldsFragment,
} from '../../generated/graphql.ts';
import { kioskRoot } from './kiosk-choice.ts';
import { KioskLayout } from './kiosk-layout.tsx';
import {
  SEARCH_DEBOUNCE_MS,
  searchable,
  groupChips,
  hasAvailable,
  keepOrAdvance,
  nextAvailable,
  type GroupChip,
} from './kiosk-rules.ts';
import { isUnauthenticated } from '../../app/apollo/error-link.ts';
import { useIdleSignOut } from './use-idle-sign-out.ts';
import { TrainingLabelButton } from './training-label-button.tsx';
import { useKioskLive } from './use-kiosk-live.ts';
import { useKioskSession } from './use-kiosk-session.ts';

const TRY_AGAIN = 'Please try again. If the issue continues, please contact IT.';

const CHIP_COLORS: Record<GroupChip['kind'], string> = {
  'in-progress': 'green',
  'up-next': 'blue',
  unpackable: 'red',
  packable: 'default',
  none: 'default',
};

interface PrinterProblem {
  title: string;
  message: string | null;
}

/** …/line_{packLineName}: the line's groups, Print Label and the reprint queue. */
export default function LinePage() {
  const { lineSegment = '' } = useParams();
  const { slug, session } = useKioskSession();
  const navigate = useNavigate();
  const lineName = lineSegment.startsWith('line_') ? lineSegment.slice(5).toUpperCase() : '';
  const { data, refetch } = useQuery(KioskLineQueryDocument, {
    variables: { slug, line: lineName },
    skip: !session || lineName === '',
    fetchPolicy: 'cache-and-network',
  });
  const [print, printing] = useMutation(KioskPrintLabelMutationDocument);
  const [reprint, reprinting] = useMutation(KioskReprintLabelMutationDocument);
  const [unassign] = useMutation(KioskUnassignPrinterMutationDocument);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [problem, setProblem] = useState<PrinterProblem | null>(null);
  const [printed, setPrinted] = useState<KioskLabelFieldsFragment | null>(null);
  const [searchText, setSearchText] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const search = useQuery(KioskLabelSearchQueryDocument, {
    variables: { slug, text: searched },
    skip: !session || !searchable(searched),
  });
  const line = data?.kioskLine;
  const groups = line?.groups;
  const lineSelector = `${kioskRoot(slug)}/line_selector`;

  const { plannerMessage } = useKioskLive({
    slug,
    abbreviation: session?.packingFacility.abbreviation,
    lineName,
    printerIp: line?.printerIp ?? '',
    refetch: () => void refetch(),
    signedOff: () => void navigate(lineSelector),
  });

  const printerIpNow = line?.printerIp ?? '';
  const unassignLine = useCallback(
    () =>
      unassign({
        variables: {
          input: { packingFacilitySlug: slug, packLineName: lineName, printerIp: printerIpNow },
        },
      }),
    [unassign, slug, lineName, printerIpNow],
  );
  const toSignIn = useCallback(() => void navigate(kioskRoot(slug)), [navigate, slug]);
  useIdleSignOut(unassignLine, toSignIn);

  useEffect(() => {
    if (groups) setSelectedId((current) => keepOrAdvance(groups, current)?.id ?? null);
  }, [groups]);

  if (lineName === '') return <Navigate to={lineSelector} replace />;
  if (line && !line.printerIp) return <Navigate to={lineSelector} replace />;
  const printerIp = line?.printerIp ?? '';
  const nextGroup = groups ? nextAvailable(groups, selectedId) : null;

  type Outcome = {
    printerError?: { message: string; reason?: string | null } | null;
    signedOut: boolean;
    userErrors: { message: string }[];
    label?: KioskLabelFieldsFragment | null;
  };
  async function handle(run: () => Promise<Outcome | undefined>) {
    setProblem(null);
    try {
      const outcome = await run();
      if (!outcome) return;
      if (outcome.signedOut) {
        void navigate(lineSelector);
        return;
      }
      if (outcome.printerError) {
        setProblem({
          title: outcome.printerError.message,
          message: outcome.printerError.reason ?? null,
        });
      } else if (outcome.userErrors[0]) {
        setProblem({ title: outcome.userErrors[0].message, message: null });
      }
      if (outcome.label) setPrinted(outcome.label);
    } catch (error) {
      // A 401 from the host: the kiosk's session is gone, back to the sign-in root.
      if (isUnauthenticated(error)) {
        toSignIn();
        return;
      }
      setProblem({ title: TRY_AGAIN, message: null });
    }
    await refetch();
  }

  const printLabel = () =>
    handle(async () => {
      if (!selectedId) return undefined;
      const result = await print({
        variables: { input: { packLinePlanGroupId: selectedId, printerIp } },
      });
      return result.data?.printLabel;
    });

  const reprintLabel = (label: KioskLabelFieldsFragment) =>
    handle(async () => {
      const result = await reprint({
        variables: { input: { metadataId: label.metadataId, printerIp } },
      });
      return result.data?.reprintLabel;
    });

  async function back() {
    await unassignLine().catch(() => undefined);
    void navigate(lineSelector);
  }

  return (
    <KioskLayout title={`Line ${lineName} · Printer ${printerIp}`} onBack={() => void back()}>
      {plannerMessage ? (
        <Alert type="info" showIcon message={plannerMessage} style={{ marginBottom: 16 }} />
      ) : null}
      <div
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 24 }}
      >
        <section aria-label="Groups">
          <Typography.Title level={3}>Groups</Typography.Title>
          {groups && groups.length === 0 ? <Empty description="No groups on this line" /> : null}
          <List
            dataSource={groups ?? []}
            rowKey="id"
            renderItem={(group) => {
              const selected = group.id === selectedId;
              const chips = groupChips(group, selectedId, nextGroup?.id ?? null);
              return (
                <List.Item
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => {
                    if (!selected && hasAvailable(group)) setSelectedId(group.id);
                  }}
                  style={{
                    cursor: 'pointer',
                    padding: 16,
                    marginBottom: 8,
                    borderRadius: 8,
                    background: selected ? '#e3f0e8' : '#ffffff',
                    border: `2px solid ${selected ? '#1f6f43' : '#d9e2dc'}`,
                  }}
                >
                  <div style={{ width: '100%' }}>
                    <div style={{ fontSize: 20, fontWeight: 600 }}>{group.name}</div>
                    <div style={{ color: '#55605a' }}>
                      {group.mealPlan} · {group.boxSize}&quot; box · ships {group.shipDate} ·{' '}
                      {group.printedBoxCount}/{group.boxCount} printed
                    </div>
                    <div style={{ marginTop: 8 }}>
                      {chips.map((chip) => (
                        <Tag
                          key={chip.kind}
                          color={
                            chip.kind === 'packable' && chip.lastThirty
                              ? 'orange'
                              : CHIP_COLORS[chip.kind]
                          }
                          style={{ fontSize: 15, padding: '2px 10px' }}
                        >
                          {chip.text}
                        </Tag>
                      ))}
                    </div>
                  </div>
                </List.Item>
              );
            }}
          />
        </section>
        <section aria-label="Printing">
          <Button
            type="primary"
            size="large"
            block
            style={{ height: 96, fontSize: 30 }}
            disabled={!selectedId || !printerIp}
            loading={printing.loading}
            onClick={() => void printLabel()}
          >
            Print Label
          </Button>
          {printerIp ? <TrainingLabelButton slug={slug} printerIp={printerIp} /> : null}
          {printed ? (
            <Alert
              style={{ marginTop: 16 }}
              type={printed.confirmed ? 'success' : 'warning'}
              showIcon
              message={`Label for ${printed.customerName}`}
              description={`${printed.barcode} · ${printed.trackingNumber ?? ''} · ${printed.shippingRegion} · ${printed.shipDay}`}
            />
          ) : null}
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            Reprint
          </Typography.Title>
          <Input.Search
            aria-label="Search labels"
            placeholder="Search labels"
            allowClear
            size="large"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ marginBottom: 8 }}
          />
          {searchable(searched) && search.data?.kioskLabelSearch.length === 0 ? (
            <Empty
              description={
                <>
                  <div>No results found for {searched}</div>
                  <div style={{ color: '#55605a' }}>
                    Search by customer name, tracking number or shipping region.
                  </div>
                </>
              }
            />
          ) : null}
          <section aria-label="Reprint queue">
            <List
              size="small"
              dataSource={
                searchable(searched)
                  ? (search.data?.kioskLabelSearch ?? [])
                  : (line?.reprintQueue ?? [])
              }
              rowKey="metadataId"
              locale={{
                emptyText: searchable(searched) ? ' ' : 'No labels printed on this line yet',
              }}
              renderItem={(label) => (
                <List.Item
                  actions={[
                    <Button
                      key="reprint"
                      loading={reprinting.loading}
                      onClick={() => void reprintLabel(label)}
                    >
                      Reprint
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={label.customerName}
                    description={
                      <>
                        {label.trackingNumber} · {label.shippingRegion}
                        {label.confirmed ? null : (
                          <Tag color="orange" style={{ marginLeft: 8 }}>
                            Not confirmed by the printer
                          </Tag>
                        )}
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          </section>
        </section>
      </div>
      <Modal
        open={problem !== null}
        title={problem?.title}
        onOk={() => setProblem(null)}
        onCancel={() => setProblem(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="OK"
      >
        {problem?.message ? <p>{problem.message}</p> : null}
      </Modal>
    </KioskLayout>
  );
}
