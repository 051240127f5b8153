import { Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ALL_FACILITIES, FacilitySelect } from '../facility-select.tsx';
import { HistoryList } from './history-list.tsx';
import { SCREEN_LABELS } from './history-screens.ts';

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  screen: keyof typeof SCREEN_LABELS;
  /** The screen's chosen facility; none (or All) lets the drawer's own select choose one. */
  packingFacilityId: string | undefined;
}

/** One screen's history for a facility, in a drawer over the screen. */
export function HistoryDrawer({ open, onClose, screen, packingFacilityId }: HistoryDrawerProps) {
  const given = packingFacilityId === ALL_FACILITIES ? undefined : packingFacilityId;
  const [chosen, setChosen] = useState<string>();
  const facility = given ?? chosen;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={720}
      title={`History: ${SCREEN_LABELS[screen]}`}
      destroyOnHidden={false}
    >
      <Flex vertical gap="middle">
        {given === undefined && (
          <Flex align="center" gap={8}>
            <Typography.Text>Packing Facility</Typography.Text>
            <FacilitySelect value={chosen} onChange={setChosen} />
          </Flex>
        )}
        {facility ? (
          <HistoryList key={facility} packingFacilityId={facility} screen={screen} />
        ) : (
          <Typography.Text type="secondary">
            Choose a packing facility to see its history.
          </Typography.Text>
        )}
      </Flex>
    </Drawer>
  );
}
