import { Flex } from 'antd';
import { FacilityNotice } from '../../shared/facility-notice.tsx';
import { FacilitySelect } from '../../shared/facility-select.tsx';
import { PlannerWorkspace } from './planner-workspace.tsx';
import { usePlannerFacility } from './use-planner-facility.ts';
import { ScreenHeader } from '../../shared/history/history-button.tsx';

/** /admin/pack_line_planner: plan a facility's pack lines, live while open. */
export default function PackLinePlannerPage() {
  const { facilityId, facilityName, abbreviatedName, setFacility, notice } = usePlannerFacility();
  return (
    <Flex vertical gap="middle">
      <ScreenHeader
        title="Pack Line Planner"
        history={{ screen: 'planner', packingFacilityId: facilityId }}
      />
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
