import { Typography } from 'antd';
import { useState } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { ConfirmedGroupsButton } from './groups-confirm-dialog.tsx';
import { GENERATE_PDFS_CONFIRM, GENERATE_PDFS_FAILURE, GENERATE_PDFS_SUCCESS } from './messages.ts';
import { ServerRefusal, useGeneratePdfs, type GeneratedPdf } from './use-generate-pdfs.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';

/**
 * Generate PDFs of the selected groups' labels, after its confirmation, which lists them. Done,
 * the selection clears. The link is announced in the labels chat; the latest one is also offered
 * here.
 */
export function GeneratePdfsButton({
  facilityId,
  groups,
  onDone,
}: {
  facilityId: string;
  groups: readonly PlannerTable_GroupFragment[];
  onDone: () => void;
}) {
  const { generate, loading } = useGeneratePdfs(facilityId);
  const toasts = usePlannerToasts();
  const [latest, setLatest] = useState<GeneratedPdf | null>(null);
  const confirm = async (chosen: readonly PlannerTable_GroupFragment[]) => {
    try {
      setLatest(await generate(chosen.map((group) => group.id)));
    } catch (error) {
      toasts.error(error instanceof ServerRefusal ? error.message : GENERATE_PDFS_FAILURE);
      return;
    }
    toasts.success(GENERATE_PDFS_SUCCESS);
    onDone();
  };
  return (
    <>
      <ConfirmedGroupsButton
        label="Generate PDFs"
        title={GENERATE_PDFS_CONFIRM}
        groups={groups}
        loading={loading}
        onConfirm={confirm}
      />
      {latest && (
        <Typography.Link href={latest.downloadUrl} download={latest.filename}>
          Download {latest.filename}
        </Typography.Link>
      )}
    </>
  );
}
