import { HistoryOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyComponent } from '../lazy-component.ts';
import type { HistoryDrawerProps } from './history-drawer.tsx';

// The drawer, the list and its date picker load when History is first opened.
const HistoryDrawer = lazyComponent(() =>
  import('./history-drawer.tsx').then((module) => module.HistoryDrawer),
);

type HistoryOf = Pick<HistoryDrawerProps, 'screen' | 'packingFacilityId'>;

/** The History button of a screen: opens the screen's history for its chosen facility. */
export function HistoryButton({ screen, packingFacilityId }: HistoryOf) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<HistoryOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        History
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <HistoryDrawer
            open={open}
            onClose={() => setOpen(false)}
            screen={screen}
            packingFacilityId={packingFacilityId}
          />
        </Suspense>
      )}
    </>
  );
}

/** An admin screen's title with its History button at the end of the line. */
export function ScreenHeader({
  title,
  level = 3,
  history,
}: {
  title: ReactNode;
  level?: 2 | 3;
  history: HistoryOf;
}) {
  return (
    <Flex justify="space-between" align="center" gap="middle">
      <Typography.Title level={level} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <HistoryButton {...history} />
    </Flex>
  );
}
