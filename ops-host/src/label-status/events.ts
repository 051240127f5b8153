import { channels, events } from '@ops/schema/realtime';
import type { LabelProgressStatus } from '@ops/schema/label-status/rules';
import type { Tx } from '../db/database.ts';
import { publishEvent } from '../realtime/publish.ts';

export interface LabelErrorPayload {
  error_class: string;
  error_message: string;
}

/** The three events of label-status-{regionName}-{shipDate}, inside a transaction. */
export function publishRegionEvents(tx: Tx, regionName: string, shipDate: string) {
  const channel = channels.labelStatus(regionName, shipDate);
  return {
    progress: (status: LabelProgressStatus) =>
      publishEvent(tx, channel, events.labelsProgressUpdates, { status }),
    postponed: (count: number) =>
      publishEvent(tx, channel, events.postponedShipmentsUpdates, { count }),
    errors: (errors: LabelErrorPayload[]) =>
      publishEvent(tx, channel, events.labelsErrorUpdates, { errors }),
  };
}
