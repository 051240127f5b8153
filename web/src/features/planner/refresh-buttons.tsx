import { useMutation } from '@apollo/client/react';
import { App, Button } from 'antd';
import {
  PlannerRefreshLinesMutationDocument,
  PlannerRefreshPrintersMutationDocument,
} from '../../generated/graphql.ts';
import {
  REFRESH_LINES_CONFIRM,
  REFRESH_LINES_FAILURE,
  REFRESH_LINES_SUCCESS,
  REFRESH_PRINTERS_CONFIRM,
  REFRESH_PRINTERS_FAILURE,
  REFRESH_PRINTERS_SUCCESS,
} from './messages.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';

/** Refresh Printers and Refresh Lines, each after its confirmation. */
export function RefreshButtons({
  facilityName,
  lineIds,
}: {
  facilityName: string | undefined;
  lineIds: readonly string[];
}) {
  const { modal } = App.useApp();
  const toasts = usePlannerToasts();
  const [refreshLines] = useMutation(PlannerRefreshLinesMutationDocument);
  const [refreshPrinters] = useMutation(PlannerRefreshPrintersMutationDocument);

  const ask = (title: string, run: () => Promise<boolean>, success: string, failure: string) =>
    modal.confirm({
      title,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        const ok = await run().catch(() => false);
        if (ok) toasts.success(success);
        else toasts.error(failure);
      },
    });

  return (
    <>
      <Button
        disabled={!facilityName}
        onClick={() =>
          ask(
            REFRESH_PRINTERS_CONFIRM,
            async () => {
              const { data } = await refreshPrinters({
                variables: { input: { packingFacilityName: facilityName ?? '' } },
              });
              return data?.refreshPrinters.success === true;
            },
            REFRESH_PRINTERS_SUCCESS,
            REFRESH_PRINTERS_FAILURE,
          )
        }
      >
        Refresh Printers
      </Button>
      <Button
        disabled={lineIds.length === 0}
        onClick={() =>
          ask(
            REFRESH_LINES_CONFIRM,
            async () => {
              const { data } = await refreshLines({
                variables: { input: { packLineIds: [...lineIds] } },
              });
              return data?.refreshPackLines.success === true;
            },
            REFRESH_LINES_SUCCESS,
            REFRESH_LINES_FAILURE,
          )
        }
      >
        Refresh Lines
      </Button>
    </>
  );
}
