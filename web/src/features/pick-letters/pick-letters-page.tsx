import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { MenuSelectQueryDocument, PickLettersQueryDocument } from '../../generated/graphql.ts';
import { FacilityNotice } from '../../shared/facility-notice.tsx';
import { FacilitySelect } from '../../shared/facility-select.tsx';
import { useDefaultSearchParams } from '../../shared/use-default-search-params.ts';
import { useFacilityChoice } from '../../shared/use-facility-choice.ts';
import { useSearchParam } from '../../shared/use-search-param.ts';
import { MenuSelect } from '../../shared/menu-select.tsx';
import { CountsChips } from './counts-chips.tsx';
import { useDefaultMenuId } from './default-menu.ts';
import { LOCKED_MENU_NOTICE, LOCKED_MENU_REASON } from './messages.ts';
import { PickLettersTabs } from './pick-letters-tabs.tsx';
import { errorSentence } from '../../shared/error-sentence.ts';
import { ScreenHeader } from '../../shared/history/history-button.tsx';

/**
 * Pick letters of a facility and menu. The choice lives in the address
 * (?facility=…&menu=…), so a reload or a shared link shows the same letters. Opened without one,
 * the screen shows the facility and menu the user chose last, else the user's first facility and
 * the menu being packed (else the next one).
 */
export default function PickLettersPage() {
  const {
    facilityId: facility,
    setFacility,
    notice,
    preferredMenuId,
    rememberMenu,
  } = useFacilityChoice();
  const [menu, setMenu] = useSearchParam('menu');
  const menus = useQuery(MenuSelectQueryDocument, { skip: menu !== undefined }).data?.menus;
  const preferredMenu = menus?.some((candidate) => candidate.id === preferredMenuId)
    ? (preferredMenuId ?? undefined)
    : undefined;
  // The menu being packed only when the user's last is not known to be one of the menus.
  const undecided =
    preferredMenuId === undefined || (preferredMenuId !== null && menus === undefined);
  const defaultMenu = useDefaultMenuId(
    menu !== undefined || undecided || preferredMenu !== undefined,
  );
  useDefaultSearchParams({ menu: preferredMenu ?? defaultMenu });
  useEffect(() => {
    if (menu !== undefined) rememberMenu(menu);
  }, [menu, rememberMenu]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ScreenHeader
        title="Pick Letters"
        history={{ screen: 'pick_letters', packingFacilityId: facility }}
      />
      <FacilityNotice notice={notice} />
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
          description={errorSentence('load the letters', error)}
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
