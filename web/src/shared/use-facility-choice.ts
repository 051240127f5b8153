import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  FacilitySelectQueryDocument,
  UpdateUserPreferencesMutationDocument,
  UserPreferencesQueryDocument,
} from '../generated/graphql.ts';
import { ALL_FACILITIES } from './facility-select.tsx';
import { useSearchParam } from './use-search-param.ts';

/** The notice shown when a link names a facility that is not the user's. */
export function noAccessNotice(named: string, shown: string | undefined): string {
  const showing = shown === undefined ? '' : ` Showing ${shown}.`;
  return `You do not have access to packing facility ${named}.${showing}`;
}

export interface FacilityChoice {
  /** The facility shown: one of the user's (or ALL_FACILITIES); undefined while it is settled. */
  facilityId: string | undefined;
  setFacility: (value: string) => void;
  /** Set when the address named a facility that is not the user's (see noAccessNotice). */
  notice: string | undefined;
  /** The user's last menu (for screens that choose one too): null when none, undefined while it loads. */
  preferredMenuId: string | null | undefined;
  /** Keeps a menu as the user's last. */
  rememberMenu: (menuId: string) => void;
}

/**
 * The facility an admin screen shows, kept in the address (`?facility=`, so a reload or a link
 * shows the same). A screen opened without one opens on the facility the user chose last (kept on
 * the operations host, so it follows the user to another browser), else All where the screen has
 * it (`allOption`), else the user's first. A link to a facility that is not the user's shows the
 * user's own instead, with a notice saying so. Each facility shown is kept as the user's last
 * (All is not a facility: it changes nothing).
 */
export function useFacilityChoice({ allOption = false } = {}): FacilityChoice {
  const [named, setNamed] = useSearchParam('facility', { replace: true });
  const facilities = useQuery(FacilitySelectQueryDocument).data?.accessiblePackingFacilities;
  const preferences = useQuery(UserPreferencesQueryDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const preferred = preferences.data?.userPreferences;
  // Without preferences (the host did not answer) the screen still opens, on the first facility.
  const settled = preferences.data !== undefined || preferences.error !== undefined;
  const [denied, setDenied] = useState<string>();
  const [save] = useMutation(UpdateUserPreferencesMutationDocument);

  const own = (id: string | undefined) =>
    id !== undefined &&
    ((allOption && id === ALL_FACILITIES) || (facilities ?? []).some((f) => f.id === id));
  // The user's last facility; else All where the screen has it (a user of one facility finds
  // theirs), else the user's first.
  const everyOne = allOption && facilities?.length !== 1 ? ALL_FACILITIES : undefined;
  const fallback =
    facilities && settled
      ? ((own(preferred?.packingFacilityId ?? undefined) ? preferred?.packingFacilityId : null) ??
        everyOne ??
        facilities[0]?.id)
      : undefined;
  const valid = facilities !== undefined && own(named);

  // A choice the person just made wins over a default decided before it (an effect of an older
  // render may run after the choice, before the address shows it).
  const choosing = useRef<string>(undefined);
  useEffect(() => {
    if (choosing.current !== undefined) {
      if (choosing.current === named) choosing.current = undefined;
      return;
    }
    if (facilities === undefined || valid || fallback === undefined) return;
    if (named !== undefined) setDenied(named);
    setNamed(fallback);
  }, [facilities, valid, fallback, named, setNamed]);

  // The facility shown is the user's last; a screen showing every facility changes nothing.
  const sent = useRef<string>(undefined);
  const sentMenu = useRef<string>(undefined);
  const keptFacility = preferred?.packingFacilityId;
  useEffect(() => {
    if (!valid || named === ALL_FACILITIES || named === undefined || !preferences.data) return;
    if (keptFacility === named || sent.current === named) return;
    sent.current = named;
    void save({ variables: { input: { packingFacilityId: named } } }).catch(() => undefined);
  }, [valid, named, keptFacility, preferences.data, save]);

  const shownName = (facilities ?? []).find((f) => f.id === (valid ? named : fallback))?.name;
  return {
    facilityId: valid ? named : undefined,
    setFacility: (value) => {
      choosing.current = value;
      setDenied(undefined);
      setNamed(value);
    },
    notice: denied === undefined ? undefined : noAccessNotice(denied, shownName),
    preferredMenuId: settled ? (preferred?.menuId ?? null) : undefined,
    rememberMenu: (menuId) => {
      if (!preferences.data || preferred?.menuId === menuId || sentMenu.current === menuId) return;
      sentMenu.current = menuId;
      void save({ variables: { input: { menuId } } }).catch(() => undefined);
    },
  };
}
