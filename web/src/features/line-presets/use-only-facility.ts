import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FacilitySelectQueryDocument } from '../../generated/graphql.ts';
import { presetListPath } from './preset-paths.ts';

/** With no facility chosen and only one to choose from, opens that facility's presets. */
export function useOnlyFacility(chosen: string | undefined) {
  const navigate = useNavigate();
  const { data } = useQuery(FacilitySelectQueryDocument, { skip: chosen !== undefined });
  const facilities = data?.accessiblePackingFacilities;
  useEffect(() => {
    const only = facilities?.length === 1 ? facilities[0] : undefined;
    if (chosen === undefined && only) void navigate(presetListPath(only.id), { replace: true });
  }, [chosen, facilities, navigate]);
}
