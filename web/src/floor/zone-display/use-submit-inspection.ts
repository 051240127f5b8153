import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ZoneDisplaySubmitInspectionMutationDocument } from '../../generated/graphql.ts';
import type { IssueKind } from './near-miss.ts';
import type { ZoneAddress } from './scan-rules.ts';

export interface InspectionResult {
  type: 'near_miss' | 'qc';
  shipmentId: string;
  /** Per pick station (zone id) the issues found there; none for a box without issues. */
  issues: Record<number, IssueKind[]>;
  boxUpsize: boolean;
}

/**
 * Sends a QA zone's inspection of a box; resolves true when the host stored it (false as well on
 * a screen that is not a QA zone).
 */
export function useSubmitInspection(zone: ZoneAddress | undefined, qaZoneId: number | null) {
  const [mutate, { loading }] = useMutation(ZoneDisplaySubmitInspectionMutationDocument);
  const submit = useCallback(
    async (result: InspectionResult): Promise<boolean> => {
      if (!zone || qaZoneId === null) return false;
      return mutate({
        variables: {
          input: {
            packingFacilityAbbreviation: zone.packingFacilityAbbreviation,
            lineLetter: zone.lineLetter,
            shipmentId: result.shipmentId,
            submissionType: result.type,
            qaZoneId,
            boxUpsize: result.boxUpsize,
            issues: Object.entries(result.issues)
              .filter(([, list]) => list.length > 0)
              .map(([station, list]) => ({ pickStation: Number(station), issues: list })),
          },
        },
      })
        .then((answer) => answer.data?.submitQaInspection.submitted === true)
        .catch(() => false);
    },
    [mutate, qaZoneId, zone],
  );
  return { submit, loading };
}
