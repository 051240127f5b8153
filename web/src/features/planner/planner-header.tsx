import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { formatMenuDate } from '../../shared/date-format.ts';

export interface PlannerHeaderProps {
  /** The menu being packed and when the planner was read; undefined until the first answer. */
  read: { menuSlug: string | null; lastUpdatedAt: string | null } | undefined;
  stale: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  /** The other header actions (Refresh Printers, Refresh Lines). */
  children?: ReactNode;
}

/**
 * Refresh Data (red while the data is out of date), the menu being packed, last updated; until
 * the first answer only the actions, Refresh Data disabled.
 */
export function PlannerHeader({
  read,
  stale,
  refreshing,
  onRefresh,
  children,
}: PlannerHeaderProps) {
  return (
    <Flex gap="middle" align="center" wrap>
      <Button
        danger={stale}
        type={stale ? 'primary' : 'default'}
        loading={refreshing}
        disabled={!read}
        onClick={onRefresh}
      >
        Refresh Data
      </Button>
      {children}
      {read && (
        <Typography.Text>
          Menu:{' '}
          <strong>{read.menuSlug ? formatMenuDate(read.menuSlug) : 'none being packed'}</strong>
        </Typography.Text>
      )}
      {read?.lastUpdatedAt && (
        <Typography.Text type="secondary">
          Last updated {dayjs(read.lastUpdatedAt).format('MM/DD/YYYY h:mm:ss A')}
        </Typography.Text>
      )}
    </Flex>
  );
}
