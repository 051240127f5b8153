import { Button, Flex } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { formatMenuDate } from '../../shared/date-format.ts';
import { Text } from '../../shared/typography.tsx';

export interface PlannerHeaderProps {
  menuSlug: string | null;
  lastUpdatedAt: string | null;
  stale: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  /** The other header actions (Refresh Printers, Refresh Lines). */
  children?: ReactNode;
}

/** Refresh Data (red while the data is out of date), the menu being packed, last updated. */
export function PlannerHeader({
  menuSlug,
  lastUpdatedAt,
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
        onClick={onRefresh}
      >
        Refresh Data
      </Button>
      {children}
      <Text>
        Menu: <strong>{menuSlug ? formatMenuDate(menuSlug) : 'none being packed'}</strong>
      </Text>
      {lastUpdatedAt && (
        <Text type="secondary">
          Last updated {dayjs(lastUpdatedAt).format('MM/DD/YYYY h:mm:ss A')}
        </Text>
      )}
    </Flex>
  );
}
