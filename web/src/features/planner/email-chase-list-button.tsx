import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { PlannerEmailChaseListMutationDocument } from '../../generated/graphql.ts';
import { CHASE_LIST_FAILURE, CHASE_LIST_SUCCESS } from './messages.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';

/** Email Chase List: the menu's remaining pickables at the facility, mailed as CSV. */
export function EmailChaseListButton({ facilityId }: { facilityId: string }) {
  const [mutate, { loading }] = useMutation(PlannerEmailChaseListMutationDocument);
  const toasts = usePlannerToasts();
  const send = async () => {
    const { data } = await mutate({
      variables: { input: { packingFacilityId: facilityId } },
    }).catch(() => ({ data: undefined }));
    const refusal = data?.emailChaseList.userErrors[0]?.message;
    if (data?.emailChaseList.success) toasts.success(CHASE_LIST_SUCCESS);
    else toasts.error(refusal ?? CHASE_LIST_FAILURE);
  };
  return (
    <Button loading={loading} onClick={() => void send()}>
      Email Chase List
    </Button>
  );
}
