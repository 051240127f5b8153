import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PresetListQueryDocument } from '../../generated/graphql.ts';

/** Names of the facility's presets except `exceptId`: a name must differ from all of them. */
export function usePresetNames(facilityId: string, exceptId?: string): string[] {
  const { data } = useQuery(PresetListQueryDocument, {
    variables: { packingFacilityId: facilityId },
  });
  return useMemo(
    () =>
      (data?.linePresets ?? [])
        .filter((preset) => preset.id !== exceptId)
        .map((preset) => preset.name),
    [data, exceptId],
  );
}
