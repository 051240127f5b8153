import { useQuery } from '@apollo/client/react';
import { Flex, Skeleton } from 'antd';
import { LabelStatusPageQueryDocument } from '../../generated/graphql.ts';
import { ALL_FACILITIES, FacilitySelect } from '../../shared/facility-select.tsx';
import { FacilityNotice } from '../../shared/facility-notice.tsx';
import { useFacilityChoice } from '../../shared/use-facility-choice.ts';
import { RequestError } from './request-error.tsx';
import { ShipDayTable } from './ship-day-table.tsx';
import { ScreenHeader } from '../../shared/history/history-button.tsx';

/** /admin/label_status_tracker: label generation per facility and ship day, live per region. */
export default function LabelStatusPage() {
  // Opens on the user's last (else first) facility; All is kept in the address as facility=all.
  const { facilityId: facility, setFacility, notice } = useFacilityChoice({ allOption: true });
  const { data, error, refetch } = useQuery(LabelStatusPageQueryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const facilities = (data?.labelStatusFacilities ?? []).filter(
    (candidate) => facility === ALL_FACILITIES || candidate.id === facility,
  );

  return (
    <Flex vertical gap="middle">
      <ScreenHeader
        title="Label Status Tracker"
        history={{ screen: 'label_status', packingFacilityId: facility }}
      />
      <FacilityNotice notice={notice} />
      <FacilitySelect allOption value={facility} onChange={setFacility} style={{ width: 260 }} />
      {error && !data ? (
        <RequestError error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !data || facility === undefined ? (
        <Skeleton active />
      ) : (
        facilities.map((entry) => <ShipDayTable key={entry.id} facility={entry} />)
      )}
    </Flex>
  );
}
