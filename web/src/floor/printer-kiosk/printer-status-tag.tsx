import { useQuery } from '@apollo/client/react';
import { Tag } from 'antd';
import { KioskPrinterStatusQueryDocument } from '../../generated/graphql.ts';

/** About once a minute, like the status wall. */
const STATUS_POLL_MS = 60_000;

/** The printer's own status (its ~HS answer) next to its address: ready, or why not. */
export function PrinterStatusTag({
  slug,
  lineName,
  printerIp,
}: {
  slug: string;
  lineName: string;
  printerIp: string;
}) {
  const { data } = useQuery(KioskPrinterStatusQueryDocument, {
    variables: { slug, line: lineName, printerIp },
    skip: !printerIp,
    pollInterval: STATUS_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const status = data?.kioskPrinterStatus;
  if (!status) return null;
  if (status.ready) {
    return (
      <Tag color="green" style={{ fontSize: 16, marginInlineStart: 12 }}>
        Printer ready
      </Tag>
    );
  }
  return (
    <Tag color="red" style={{ fontSize: 16, marginInlineStart: 12 }}>
      {status.online ? status.faults.join(', ') : 'Cannot connect to printer'}
    </Tag>
  );
}
