import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { PickLettersQueryDocument } from '../../generated/graphql.ts';
import { FacilitySelect } from '../../shared/facility-select.tsx';
import {
  useDefaultSearchParams,
  useOnlyFacilityId,
} from '../../shared/use-default-search-params.ts';
import { useSearchParam } from '../../shared/use-search-param.ts';
import { MenuSelect } from '../../shared/menu-select.tsx';
import { CountsChips } from './counts-chips.tsx';
import { useDefaultMenuId } from './default-menu.ts';
import { LOCKED_MENU_NOTICE, LOCKED_MENU_REASON } from './messages.ts';
import { PickLettersTabs } from './pick-letters-tabs.tsx';
import { Title } from '../../shared/typography.tsx';

/**
 * Pick letters of a facility and menu. The choice lives in the address
 * (?facility=…&menu=…), so a reload or a shared link shows the same letters. The menu being
 * packed (else the next one) is chosen to begin with, and a user of one facility finds it chosen.
 */
export default function PickLettersPage() {
  const [facility, setFacility] = useSearchParam('facility');
  const [menu, setMenu] = useSearchParam('menu');
  const onlyFacility = useOnlyFacilityId();
  const defaultMenu = useDefaultMenuId(
    menu !== undefined || (facility ?? onlyFacility) === undefined,
  );
  useDefaultSearchParams({ facility: onlyFacility, menu: defaultMenu });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Title level={3} style={{ margin: 0 }}>
        Pick Letters
      </Title>
      <Space wrap>
        <FacilitySelect value={facility} onChange={setFacility} />
        <MenuSelect value={menu} onChange={setMenu} />
      </Space>
      {facility && menu ? (
        <LettersOf key={`${facility}:${menu}`} packingFacilityId={facility} menuId={menu} />
      ) : (
        <Empty description="Choose a packing facility and a menu to see their letters." />
      )}
    </Space>
  );
}

function LettersOf({ packingFacilityId, menuId }: { packingFacilityId: string; menuId: string }) {
  const { data, error, loading, refetch } = useQuery(PickLettersQueryDocument, {
    variables: { packingFacilityId, menuId },
  });
  const letters = data?.pickLetters;
  if (!letters) {
    if (error && !loading) {
      return (
        <Alert
          type="error"
          showIcon
          message="The letters could not be loaded."
          description={error.message}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <CountsChips counts={letters.counts} />
      {letters.lockedMenu && (
        <Alert type="info" showIcon message={LOCKED_MENU_NOTICE} description={LOCKED_MENU_REASON} />
      )}
      <PickLettersTabs packingFacilityId={packingFacilityId} menuId={menuId} letters={letters} />
    </Space>
  );
}
