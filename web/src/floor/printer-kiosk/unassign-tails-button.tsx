import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import { KioskUnassignTailsMutationDocument } from '../../generated/graphql.ts';
import type { MessageApi } from '../../shared/message-api.ts';
import { TAILS_MESSAGE_SECONDS } from './kiosk-rules.ts';
import { UnassignTailsDialog } from './line-dialog-parts.ts';
import type { TailGroup } from './unassign-tails-dialog.tsx';

const UNASSIGNED = 'Tails unassigned successfully.';
const FAILED = 'There was an error unassigning the tails.';
const WRONG_CODE = 'Incorrect login code, try again';

/**
 * Unassign Tails: the unpackable boxes of the chosen groups leave the line for Unassigned tail
 * groups, after the supervisor's code. Disabled in dev mode.
 */
export function UnassignTailsButton({
  slug,
  lineName,
  printerIp,
  groups,
  devMode,
  done,
  message,
}: {
  slug: string;
  lineName: string;
  printerIp: string;
  groups: readonly TailGroup[];
  devMode: boolean;
  done: () => void;
  /** Where the screen shows its messages (antd's message API). */
  message: MessageApi;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [unassign] = useMutation(KioskUnassignTailsMutationDocument);
  const tails = groups.filter((group) => group.unpackableBoxCount > 0);

  async function submit(code: string): Promise<string | null> {
    try {
      const { data } = await unassign({
        variables: {
          input: {
            packingFacilitySlug: slug,
            packLineName: lineName,
            printerIp,
            packLinePlanGroupIds: chosen,
            loginCode: code,
          },
        },
      });
      const problem = data?.unassignKioskTails.userErrors[0]?.message;
      if (problem === WRONG_CODE || problem?.startsWith('Too many')) return problem;
      if (!data?.unassignKioskTails.unassigned) throw new Error(problem ?? FAILED);
      void message.success(UNASSIGNED, TAILS_MESSAGE_SECONDS);
    } catch {
      void message.error(FAILED, TAILS_MESSAGE_SECONDS);
    }
    setChosen([]);
    done();
    return null;
  }

  return (
    <>
      <Button
        size="large"
        block
        style={{ marginTop: 12 }}
        disabled={devMode || tails.length === 0}
        onClick={() => setOpen(true)}
      >
        Unassign Tails
      </Button>
      <UnassignTailsDialog
        open={open}
        tails={tails}
        chosen={chosen}
        choose={setChosen}
        submit={submit}
        onClose={() => {
          setOpen(false);
          setChosen([]);
        }}
      />
    </>
  );
}
