import { channels } from '@ops/schema/realtime';
import type { GatewayContext } from '../../context.ts';
import type { KioskEvent, Resolvers } from '../../generated/resolvers.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents, perEvent } from '../../realtime/map-events.ts';
import type { RealtimeEvent } from '../../realtime/subscriber.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { answeredLine, printerError, refusal, userErrors } from './kiosk-refusals.ts';
import {
  fetchKioskLine,
  fetchKioskLines,
  postPrinterAssignment,
  postPrinterConfirmation,
  postPrinterUnassignment,
  postPrintLabel,
  postReprintLabel,
  postTrainingLabel,
  searchKioskLabels,
} from './printer-kiosk-api.ts';

type KioskField = 'printerAppUpdates' | 'printerLineUpdates' | 'printerManagement';

function toKioskEvent(event: RealtimeEvent): KioskEvent {
  const payload = (event.payload ?? {}) as { filters?: unknown; excludedIp?: unknown };
  return {
    event: event.event,
    filters: Array.isArray(payload.filters) ? payload.filters.map(String) : null,
    excludedIp: typeof payload.excludedIp === 'string' ? payload.excludedIp : null,
  };
}

/**
 * A kiosk subscription: its channel's events as KioskEvent, with the subscriber's access checked
 * first. An event is one object for all the channel's kiosks (perEvent).
 */
function kioskSubscription<F extends KioskField>(
  field: F,
  channelOf: (args: Record<string, string>) => string,
) {
  const live = { [field]: { event: 'live', filters: null, excludedIp: null } } as Record<
    F,
    KioskEvent
  >;
  const mapped = perEvent((event: RealtimeEvent) => ({
    value: { [field]: toKioskEvent(event) } as Record<F, KioskEvent>,
  }));
  return {
    subscribe: async (_parent: unknown, args: Record<string, string>, context: GatewayContext) => {
      const channel = channelOf(args);
      const events = await listen(context, channel);
      await context.realtime.whenLive(channel);
      return mapEvents(events, mapped, { first: live });
    },
  };
}

export const printerKioskResolvers: Resolvers = {
  Subscription: {
    printerAppUpdates: kioskSubscription('printerAppUpdates', (args) =>
      channels.printerApp(args.packingFacilitySlug!),
    ),
    printerLineUpdates: kioskSubscription('printerLineUpdates', (args) =>
      channels.printerUpdates(args.packingFacilityAbbreviation!, args.packLineName!.toUpperCase()),
    ),
    printerManagement: kioskSubscription('printerManagement', (args) =>
      channels.printerManagement(args.packingFacilitySlug!, args.packLineName!.toUpperCase()),
    ),
  },

  Query: {
    async kioskLines(_parent, { packingFacilitySlug }, { upstream, logger }) {
      return bodyOrThrow(await fetchKioskLines(upstream, packingFacilitySlug), logger);
    },
    async kioskLine(_parent, args, { upstream, logger }) {
      return bodyOrThrow(await fetchKioskLine(upstream, args), logger);
    },
    async kioskLabelSearch(_parent, args, { upstream, logger }) {
      return bodyOrThrow(await searchKioskLabels(upstream, args), logger).labels;
    },
  },

  Mutation: {
    async assignKioskPrinter(_parent, { input }, { upstream, logger }) {
      const result = await postPrinterAssignment(upstream, input);
      const refused = refusal(result, logger);
      const conflict = !result.ok && result.status === 409 ? (refused?.message ?? null) : null;
      return {
        assigned: result.ok,
        conflict,
        printerError: printerError(refused),
        userErrors: conflict ? [] : userErrors(refused, ['input', 'printerIp']),
      };
    },
    async confirmKioskPrinter(_parent, { input }, { upstream, logger }) {
      const result = await postPrinterConfirmation(upstream, input);
      const refused = refusal(result, logger);
      return {
        confirmed: result.ok,
        userErrors: userErrors(refused, ['input', 'confirmationCode']),
      };
    },
    async unassignKioskPrinter(_parent, { input }, { upstream, logger }) {
      bodyOrThrow(await postPrinterUnassignment(upstream, input), logger);
      return { unassigned: true };
    },
    async printLabel(_parent, { input }, { upstream, logger }) {
      const result = await postPrintLabel(upstream, {
        packLinePlanGroupId: Number(input.packLinePlanGroupId),
        printerIp: input.printerIp,
      });
      const refused = refusal(result, logger);
      return {
        labelsPrinted: result.ok ? result.body.labelsPrinted : null,
        label: result.ok ? result.body.labelData : null,
        group: result.ok ? result.body.group : null,
        line: answeredLine(result),
        printerError: printerError(refused),
        signedOut: refused?.kind === 'signedOut',
        userErrors: userErrors(refused),
      };
    },
    async printTrainingLabel(_parent, { input }, { upstream, logger }) {
      const refused = refusal(await postTrainingLabel(upstream, input), logger);
      return {
        labelsPrinted: null,
        label: null,
        group: null,
        line: null,
        printerError: printerError(refused),
        signedOut: refused?.kind === 'signedOut',
        userErrors: userErrors(refused, ['input', 'loginCode']),
      };
    },
    async reprintLabel(_parent, { input }, { upstream, logger }) {
      const result = await postReprintLabel(upstream, {
        metadataId: Number(input.metadataId),
        printerIp: input.printerIp,
        ...(input.packLinePlanGroupId
          ? { packLinePlanGroupId: Number(input.packLinePlanGroupId) }
          : {}),
      });
      const refused = refusal(result, logger);
      return {
        labelsPrinted: null,
        label: result.ok ? result.body.labelData : null,
        group: null,
        line: answeredLine(result),
        printerError: printerError(refused),
        signedOut: refused?.kind === 'signedOut',
        userErrors: userErrors(refused),
      };
    },
  },

  KioskLineData: {
    packLineName: (line) => line.packLine.name,
    packLineId: (line) => String(line.packLine.id),
    currentGroupId: (line) => (line.currentGroupId === null ? null : String(line.currentGroupId)),
    nextGroupId: (line) => (line.nextGroupId === null ? null : String(line.nextGroupId)),
  },
  KioskGroup: {
    id: (group) => String(group.id),
  },
  KioskLabel: {
    metadataId: (label) => String(label.metadataId),
    packLinePlanGroupId: (label) =>
      label.packLinePlanGroupId === null ? null : String(label.packLinePlanGroupId),
    confirmed: (label) => label.printState === 'printed',
  },
};
