import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Modal, Radio } from 'antd';
import { useState } from 'react';
import {
  KioskPauseLineMutationDocument,
  KioskPauseReasonsQueryDocument,
} from '../../generated/graphql.ts';

const TRY_AGAIN = 'Please try again. If the issue continues, please contact IT.';

const bigOption = { height: 56, lineHeight: '54px', fontSize: 18, padding: '0 20px' };

/**
 * Pause the line with a reason, and a sub reason when the reason has some. The
 * idle timer opens it by itself (`autoTrigger`). In dev mode nothing is saved.
 */
export function PauseDialog({
  open,
  autoTrigger,
  slug,
  packLineId,
  devMode,
  onClose,
}: {
  open: boolean;
  autoTrigger: boolean;
  slug: string;
  packLineId: string | null;
  devMode: boolean;
  onClose: (paused: boolean) => void;
}) {
  const reasons = useQuery(KioskPauseReasonsQueryDocument, { skip: !open });
  const [pause, { loading }] = useMutation(KioskPauseLineMutationDocument);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [subReasonId, setSubReasonId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reason = reasons.data?.kioskPauseReasons.find((r) => r.id === reasonId);
  const needsSub = (reason?.subReasons.length ?? 0) > 0;
  const complete = !!reason && (!needsSub || subReasonId !== null);

  function close(paused: boolean) {
    setReasonId(null);
    setSubReasonId(null);
    setError(null);
    onClose(paused);
  }

  async function save() {
    if (!complete || !packLineId || devMode) return;
    setError(null);
    try {
      const { data } = await pause({
        variables: {
          input: {
            packingFacilitySlug: slug,
            packLineId,
            reasonId: reason.id,
            subReasonId: needsSub ? subReasonId : null,
            autoTrigger,
          },
        },
      });
      const problem = data?.pauseKioskLine.userErrors[0]?.message;
      if (problem) setError(problem);
      else close(true);
    } catch {
      setError(TRY_AGAIN);
    }
  }

  return (
    <Modal
      open={open}
      title="Pause"
      okText="OK"
      okButtonProps={{ disabled: !complete || devMode || !packLineId, loading }}
      onOk={() => void save()}
      onCancel={() => close(false)}
      width={640}
    >
      {devMode ? <Alert type="warning" showIcon message="Dev mode: pauses are not saved." /> : null}
      <h5 className="kiosk-heading">Reason</h5>
      <Radio.Group
        aria-label="Reason"
        optionType="button"
        value={reasonId}
        onChange={(event) => {
          setReasonId(event.target.value as string);
          setSubReasonId(null);
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {(reasons.data?.kioskPauseReasons ?? []).map((r) => (
          <Radio.Button key={r.id} value={r.id} style={bigOption}>
            {r.reason}
          </Radio.Button>
        ))}
      </Radio.Group>
      {needsSub ? (
        <>
          <h5 className="kiosk-heading" style={{ marginTop: 16 }}>
            Sub reason
          </h5>
          <Radio.Group
            aria-label="Sub reason"
            optionType="button"
            value={subReasonId}
            onChange={(event) => setSubReasonId(event.target.value as string)}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          >
            {reason?.subReasons.map((sub) => (
              <Radio.Button key={sub.id} value={sub.id} style={bigOption}>
                {sub.subReason}
              </Radio.Button>
            ))}
          </Radio.Group>
        </>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
