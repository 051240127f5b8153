import { Alert, Button, Flex, Skeleton } from 'antd';
import { FacilitySelect } from '../../shared/facility-select.tsx';
import { LoginCodeCard } from './login-code-card.tsx';
import { useCodeFacility } from './use-code-facility.ts';
import { ScreenHeader } from '../../shared/history/history-button.tsx';

/** /admin/login_code: the supervisor code of the facility chosen (each facility has its own). */
export default function LoginCodePage() {
  const { facilities, chosen, named, error, refetch, setFacility } = useCodeFacility();
  if (!facilities) {
    return error ? (
      <Alert
        type="error"
        showIcon
        message="Your packing facilities could not be loaded."
        description={error.message}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    ) : (
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    );
  }
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 420 }}>
      <ScreenHeader
        title="Supervisor Code"
        history={{ screen: 'login_code', packingFacilityId: chosen?.id }}
      />
      <FacilitySelect value={chosen?.id} onChange={setFacility} />
      {chosen ? (
        <LoginCodeCard key={chosen.id} facilityId={chosen.id} facilityName={chosen.name} />
      ) : (
        <Alert
          type="warning"
          showIcon
          message={
            named === undefined
              ? 'Choose a packing facility to see its supervisor code.'
              : `Packing facility "${named}" is not one of yours: choose one of your facilities.`
          }
        />
      )}
    </Flex>
  );
}
