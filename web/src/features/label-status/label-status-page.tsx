import { useQuery } from '@apollo/client/react';
import { Flex, Skeleton } from 'antd';
import { LabelStatusPageQueryDocument } from '../../generated/graphql.ts';
import { ALL_FACILITIES, FacilitySelect } from '../../shared/facility-select.tsx';
import {
  useDefaultSearchParams,
  useOnlyFacilityId,
} from '../../shared/use-default-search-params.ts';
import { useSearchParam } from '../../shared/use-search-param.ts';
import { RequestError } from './request-error.tsx';
import { ShipDayTable } from './ship-day-table.tsx';
import { Title } from '../../shared/typography.tsx';

/** /admin/label_status_tracker: label generation per facility and ship day, live per region. */
export default function LabelStatusPage() {
  const [chosen, setFacility] = useSearchParam('facility', { replace: true });
  const facility = chosen ?? ALL_FACILITIES;
  // A user of one facility finds it chosen.
  useDefaultSearchParams({ facility: useOnlyFacilityId() });
  const { data, error, refetch } = useQuery(LabelStatusPageQueryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const facilities = (data?.labelStatusFacilities ?? []).filter(
    (candidate) => facility === ALL_FACILITIES || candidate.id === facility,
  );

  return (
    <Flex vertical gap="middle">
      <Title level={3} style={{ margin: 0 }}>
        Label Status Tracker
      </Title>
      <FacilitySelect
        allOption
        value={facility}
        onChange={(value) => setFacility(value === ALL_FACILITIES ? undefined : value)}
        style={{ width: 260 }}
      />
      {error && !data ? (
        <RequestError onRetry={() => void refetch().catch(() => undefined)} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        facilities.map((entry) => <ShipDayTable key={entry.id} facility={entry} />)
      )}
    </Flex>
  );
}
