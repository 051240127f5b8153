import { useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { IceRestrictionsPageQueryDocument } from '../../generated/graphql.ts';
import { ALL_FACILITIES, FacilitySelect } from '../../shared/facility-select.tsx';
import { useOnlyFacilityId } from '../../shared/use-default-search-params.ts';
import { FacilityIceTable } from './facility-ice-table.tsx';
import { toRestrictionMenus } from './row-state.ts';
import { useRowEditor } from './use-row-editor.ts';
import { Text, Title } from '../../shared/typography.tsx';

/** /admin/ops_ice_restrictions: disable ice sizes per meal plan, by menu or indefinitely. */
export default function IceRestrictionsPage() {
  const [chosen, setFacilityId] = useState<string>();
  // A user of one facility finds it chosen.
  const onlyFacility = useOnlyFacilityId();
  const facilityId = chosen ?? onlyFacility ?? ALL_FACILITIES;
  const { data, error, refetch } = useQuery(IceRestrictionsPageQueryDocument);
  const editor = useRowEditor();
  const menus = useMemo(
    () => toRestrictionMenus(data?.iceRestrictions.menus ?? []),
    [data?.iceRestrictions.menus],
  );
  const facilities = (data?.iceRestrictions.facilities ?? []).filter(
    (facility) => facilityId === ALL_FACILITIES || facility.packingFacilityId === facilityId,
  );

  return (
    <Flex vertical gap={16}>
      <Title level={2} style={{ margin: 0 }}>
        Ice Restrictions
      </Title>
      <Flex align="center" gap={8}>
        <Text>Packing Facility</Text>
        <FacilitySelect allOption value={facilityId} onChange={setFacilityId} />
      </Flex>
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          message="The ice restrictions could not be loaded."
          description={error.message}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        facilities.map((facility) => (
          <FacilityIceTable
            key={facility.packingFacilityId}
            facility={facility}
            menus={menus}
            editor={editor}
          />
        ))
      )}
    </Flex>
  );
}
