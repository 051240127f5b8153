import { App, Button } from 'antd';
import { useState } from 'react';
import { GENERATE_PDFS_CONFIRM, GENERATE_PDFS_FAILURE, GENERATE_PDFS_SUCCESS } from './messages.ts';
import { ServerRefusal, useGeneratePdfs, type GeneratedPdf } from './use-generate-pdfs.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { TypographyLink } from '../../shared/typography.tsx';

/**
 * Generate PDFs of the selected groups' labels, after its confirmation. The
 * link is announced in the labels chat; the latest one is also offered here.
 */
export function GeneratePdfsButton({
  facilityId,
  groupIds,
}: {
  facilityId: string;
  groupIds: readonly string[];
}) {
  const { modal } = App.useApp();
  const { generate, loading } = useGeneratePdfs(facilityId);
  const toasts = usePlannerToasts();
  const [latest, setLatest] = useState<GeneratedPdf | null>(null);
  const confirm = () =>
    modal.confirm({
      title: GENERATE_PDFS_CONFIRM,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          setLatest(await generate(groupIds));
          toasts.success(GENERATE_PDFS_SUCCESS);
        } catch (error) {
          toasts.error(error instanceof ServerRefusal ? error.message : GENERATE_PDFS_FAILURE);
        }
      },
    });
  return (
    <>
      <Button disabled={groupIds.length === 0} loading={loading} onClick={confirm}>
        Generate PDFs
      </Button>
      {latest && (
        <TypographyLink href={latest.downloadUrl} download={latest.filename}>
          Download {latest.filename}
        </TypographyLink>
      )}
    </>
  );
}
