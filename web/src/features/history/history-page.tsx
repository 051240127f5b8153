import { Empty, Flex, Typography } from 'antd';
import { FacilityNotice } from '../../shared/facility-notice.tsx';
import { FacilitySelect } from '../../shared/facility-select.tsx';
import { useFacilityChoice } from '../../shared/use-facility-choice.ts';
import { HistoryList } from '../../shared/history/history-list.tsx';

/** /admin/history: every screen's changes at a facility, filtered, with a CSV export. */
export default function HistoryPage() {
  const { facilityId, setFacility, notice } = useFacilityChoice();
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        History
      </Typography.Title>
      <FacilityNotice notice={notice} />
      <FacilitySelect value={facilityId} onChange={setFacility} style={{ width: 260 }} />
      {facilityId ? (
        <HistoryList key={facilityId} packingFacilityId={facilityId} csvLink />
      ) : (
        <Empty description="Choose a packing facility to see its history." />
      )}
    </Flex>
  );
}
