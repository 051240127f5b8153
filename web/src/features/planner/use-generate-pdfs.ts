import { useMutation } from '@apollo/client/react';
import { PlannerGeneratePdfsMutationDocument } from '../../generated/graphql.ts';

export interface GeneratedPdf {
  filename: string;
  downloadUrl: string;
}

/** Generate PDFs of the selected groups' labels; a refusal's message is thrown as is. */
export function useGeneratePdfs(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerGeneratePdfsMutationDocument);
  const generate = async (groupIds: readonly string[]): Promise<GeneratedPdf> => {
    const { data } = await mutate({
      variables: { input: { packingFacilityId: facilityId, packLinePlanGroupIds: [...groupIds] } },
    });
    const payload = data?.generatePackLinePlanGroupPdfs;
    const refusal = payload?.userErrors[0]?.message;
    if (refusal) throw new ServerRefusal(refusal);
    if (!payload?.pdf) throw new Error('No PDF was made.');
    return payload.pdf;
  };
  return { generate, loading };
}

/** The server's own words, shown instead of the generic failure text. */
export class ServerRefusal extends Error {}
