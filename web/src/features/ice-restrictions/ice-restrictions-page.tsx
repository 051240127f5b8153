import { useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { IceRestrictionsPageQueryDocument } from '../../generated/graphql.ts';
import { ALL_FACILITIES, FacilitySelect } from '../../shared/facility-select.tsx';
import { FacilityNotice } from '../../shared/facility-notice.tsx';
import { useFacilityChoice } from '../../shared/use-facility-choice.ts';
import { FacilityIceTable } from './facility-ice-table.tsx';
import { toRestrictionMenus } from './row-state.ts';
import { errorSentence } from '../../shared/error-sentence.ts';
import { ScreenHeader } from '../../shared/history/history-button.tsx';

/** /admin/ops_ice_restrictions: disable ice sizes per meal plan, by menu or indefinitely. */
export default function IceRestrictionsPage() {
  // Opens on the user's last (else first) facility, kept in the address; All is a choice too.
  const { facilityId, setFacility, notice } = useFacilityChoice({ allOption: true });
  const { data, error, refetch } = useQuery(IceRestrictionsPageQueryDocument);
  // One row of all the facilities' tables is edited at a time.
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const menus = useMemo(
    () => toRestrictionMenus(data?.iceRestrictions.menus ?? []),
    [data?.iceRestrictions.menus],
  );
  const facilities = (data?.iceRestrictions.facilities ?? []).filter(
    (facility) => facilityId === ALL_FACILITIES || facility.packingFacilityId === facilityId,
  );

  return (
    <Flex vertical gap={16}>
      <ScreenHeader
        title="Ice Restrictions"
        level={2}
        history={{ screen: 'ice_restrictions', packingFacilityId: facilityId }}
      />
      <FacilityNotice notice={notice} />
      <Flex align="center" gap={8}>
        <Typography.Text>Packing Facility</Typography.Text>
        <FacilitySelect allOption value={facilityId} onChange={setFacility} />
      </Flex>
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          message="The ice restrictions could not be loaded."
          description={errorSentence('load the ice restrictions', error)}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : !data || facilityId === undefined ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        facilities.map((facility) => (
          <FacilityIceTable
            key={facility.packingFacilityId}
            facility={facility}
            menus={menus}
            editingKey={editingKey}
            onEditingKeyChange={setEditingKey}
          />
        ))
      )}
    </Flex>
  );
}
