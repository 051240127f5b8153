import { useQuery } from '@apollo/client/react';
import { LoginCodeFacilitiesQueryDocument } from '../../generated/graphql.ts';
import { useDefaultSearchParams } from '../../shared/use-default-search-params.ts';
import { useSearchParam } from '../../shared/use-search-param.ts';

/**
 * The facility whose code the card shows, kept in the address (`?facility=` its id or slug, so a
 * link may name one): the user's first facility until another is chosen (their only one, for a
 * user of one facility). `named` without `chosen` is a facility that is not the user's.
 */
export function useCodeFacility() {
  const [named, setFacility] = useSearchParam('facility', { replace: true });
  const { data, error, refetch } = useQuery(LoginCodeFacilitiesQueryDocument);
  const facilities = data?.accessiblePackingFacilities;
  useDefaultSearchParams({ facility: facilities?.[0]?.id });
  const chosen = facilities?.find((facility) => facility.id === named || facility.slug === named);
  return { facilities, chosen, named, error, refetch, setFacility };
}
