import { Flex, Typography } from 'antd';
import { FacilityNotice } from '../../shared/facility-notice.tsx';
import { FacilitySelect } from '../../shared/facility-select.tsx';
import { PlannerWorkspace } from './planner-workspace.tsx';
import { usePlannerFacility } from './use-planner-facility.ts';

/** /admin/pack_line_planner: plan a facility's pack lines, live while open. */
export default function PackLinePlannerPage() {
  const { facilityId, facilityName, abbreviatedName, setFacility, notice } = usePlannerFacility();
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        Pack Line Planner
      </Typography.Title>
      <FacilityNotice notice={notice} />
      <FacilitySelect value={facilityId} onChange={setFacility} style={{ width: 260 }} />
      {facilityId && (
        <PlannerWorkspace
          key={facilityId}
          facilityId={facilityId}
          facilityName={facilityName}
          abbreviatedName={abbreviatedName}
        />
      )}
    </Flex>
  );
}
