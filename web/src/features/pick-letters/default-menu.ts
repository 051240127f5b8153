import { useQuery } from '@apollo/client/react';
import { PickLettersDefaultMenuQueryDocument } from '../../generated/graphql.ts';

interface MenuTimes {
  id: string;
  endsAt: string;
}

/**
 * The menu Pick Letters opens with: the one being packed; else the next one (the earliest that
 * has not ended); else the newest.
 */
export function defaultMenuId(
  beingPacked: { id: string } | null | undefined,
  menus: readonly MenuTimes[],
  now: Date,
): string | undefined {
  if (beingPacked) return beingPacked.id;
  const upcoming = menus
    .filter((menu) => new Date(menu.endsAt).getTime() > now.getTime())
    .sort((a, b) => new Date(a.endsAt).getTime() - new Date(b.endsAt).getTime());
  return upcoming[0]?.id ?? menus[0]?.id;
}

/** defaultMenuId for the menus the host has; undefined while they load. */
export function useDefaultMenuId(skip: boolean): string | undefined {
  const { data } = useQuery(PickLettersDefaultMenuQueryDocument, { skip });
  return data ? defaultMenuId(data.previousMenu, data.menus, new Date()) : undefined;
}
