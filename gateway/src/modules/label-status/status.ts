import type { LabelsProgressStatus } from '../../generated/resolvers.ts';

const byText: Record<string, LabelsProgressStatus> = {
  'In Progress': 'IN_PROGRESS',
  Completed: 'COMPLETED',
  Errored: 'ERRORED',
};

/** The operations host's status text as the GraphQL enum; null for no status (or an unknown one). */
export function toStatusEnum(status: string | null | undefined): LabelsProgressStatus | null {
  return (status && byText[status]) || null;
}
