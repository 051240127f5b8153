import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  KioskSetActiveGroupsMutationDocument,
  KioskVerifySupervisorCodeMutationDocument,
} from '../../generated/graphql.ts';
import {
  BOXING_COMPLETE_MS,
  boxingJustCompleted,
  hasAvailable,
  keepOrAdvance,
  newlyAvailableEarlier,
  nextAvailable,
  palletChanges,
  type PalletGroup,
} from './kiosk-rules.ts';

/**
 * The group selector of The first group with labels, kept while it has some, then
 * the next (wrapping). The first change by hand is free, later ones need the supervisor's code.
 * It raises the NEW PALLET NEEDED dialog (box size or region changes), the ALERT dialog (labels
 * for an earlier group) and 'Boxing is Complete!' (15 s), and tells the host the line's current
 * and next group.
 */
export function useGroupSelection<T extends PalletGroup>(input: {
  groups: readonly T[] | undefined;
  serverCurrentId: string | null | undefined;
  slug: string;
  lineName: string;
}) {
  const { groups, slug, lineName } = input;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [restricted, setRestricted] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [pallet, setPallet] = useState<string[]>([]);
  const [earlier, setEarlier] = useState<string[]>([]);
  const [complete, setComplete] = useState(false);
  const seen = useRef<readonly T[] | undefined>(undefined);
  const selectedRef = useRef<string | null>(null);
  const [verify] = useMutation(KioskVerifySupervisorCodeMutationDocument);
  const [setActive] = useMutation(KioskSetActiveGroupsMutationDocument);

  const find = (id: string | null) =>
    (groups ?? []).find((g) => g.id === id) ??
    (seen.current ?? []).find((g) => g.id === id) ??
    null;

  function select(id: string | null) {
    const changes = palletChanges(find(selectedRef.current), find(id));
    if (changes.length) setPallet(changes);
    selectedRef.current = id;
    setSelectedId(id);
  }

  useEffect(() => {
    if (!groups) return;
    const before = seen.current;
    const current = before ? selectedRef.current : (input.serverCurrentId ?? null);
    const next = keepOrAdvance(groups, current)?.id ?? null;
    if (before) {
      const names = newlyAvailableEarlier(before, groups, next).map((g) => g.name);
      if (names.length) setEarlier(names);
      if (boxingJustCompleted(before, groups)) setComplete(true);
    }
    if (before) select(next);
    else {
      selectedRef.current = next;
      setSelectedId(next);
    }
    seen.current = groups;
    // select reads the latest groups through refs; the effect follows the groups only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups]);

  useEffect(() => {
    if (!complete) return;
    const timer = setTimeout(() => setComplete(false), BOXING_COMPLETE_MS);
    return () => clearTimeout(timer);
  }, [complete]);

  const nextId = groups ? (nextAvailable(groups, selectedId)?.id ?? null) : null;
  useEffect(() => {
    if (!groups || lineName === '') return;
    void setActive({
      variables: {
        input: {
          packingFacilitySlug: slug,
          packLineName: lineName,
          currentGroupId: selectedId,
          nextGroupId: nextId,
        },
      },
    }).catch(() => undefined);
    // Only a change of the current or next group is worth telling the host.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, nextId]);

  /** A tap on a group: ignored when selected or without labels; restricted after the first. */
  function choose(group: T) {
    if (group.id === selectedId || !hasAvailable(group)) return;
    if (restricted) {
      setPendingId(group.id);
      return;
    }
    select(group.id);
    setRestricted(true);
  }

  /** The supervisor's code for the pending change: null when accepted, else the message. */
  async function confirm(code: string): Promise<string | null> {
    const { data } = await verify({
      variables: { input: { packingFacilitySlug: slug, loginCode: code } },
    });
    const result = data?.verifySupervisorCode;
    if (!result?.valid)
      return result?.userErrors[0]?.message ?? 'Incorrect confirmation code. Please try again.';
    select(pendingId);
    setPendingId(null);
    return null;
  }

  return {
    selectedId,
    nextId,
    choose,
    pending: pendingId,
    confirm,
    cancelPending: () => setPendingId(null),
    pallet,
    closePallet: () => setPallet([]),
    earlier,
    closeEarlier: () => setEarlier([]),
    complete,
  };
}
