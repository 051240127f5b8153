import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The operations host's Prometheus metrics (GET /metrics: routes.ts). One registry per process,
 * the host's own rather than prom-client's global one, so the gateway's can live in the same
 * process (the tests run both).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'ops_host_' });

export const scans = new Counter({
  name: 'ops_host_scans_total',
  help: 'Box scans of zone screens, by facility (abbreviation), line letter and answer status (200 recorded, 404 unknown box, 422 box of another line).',
  labelNames: ['facility', 'line', 'status'] as const,
  registers: [registry],
});

export const scanDuration = new Histogram({
  name: 'ops_host_scan_duration_seconds',
  help: 'Time to answer a box scan, by facility and line letter.',
  labelNames: ['facility', 'line'] as const,
  // A zone screen's scan should be answered well within 100 ms.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const prints = new Counter({
  name: 'ops_host_prints_total',
  help: "Print requests of the printer kiosks, by facility (abbreviation of the kiosk's), line letter (- when the answer names no line: training labels, refusals before the line is known), kind (label, reprint, training) and answer status (200 printed, 424 printer unreachable or faulted, 504 no answer in time).",
  labelNames: ['facility', 'line', 'kind', 'status'] as const,
  registers: [registry],
});

export const printerFaults = new Counter({
  name: 'ops_host_printer_faults_total',
  help: "Prints refused because of the printer, by facility (abbreviation of the kiosk's) and failure (unreachable, fault, timeout, dropped).",
  labelNames: ['facility', 'failure'] as const,
  registers: [registry],
});

const labelRuns = new Counter({
  name: 'ops_host_label_generation_runs_total',
  help: 'Label generation runs, by trigger (schedule, cli) and outcome (started, completed, failed).',
  labelNames: ['trigger', 'outcome'] as const,
  registers: [registry],
});

/** A run started: counted now, and again by how it ended. */
export function countLabelRun(trigger: string, done: Promise<unknown>): void {
  labelRuns.inc({ trigger, outcome: 'started' });
  done.then(
    () => labelRuns.inc({ trigger, outcome: 'completed' }),
    () => labelRuns.inc({ trigger, outcome: 'failed' }),
  );
}

const eventsPublished = new Counter({
  name: 'ops_host_realtime_events_published_total',
  help: 'Realtime events published to the screens, by event name.',
  labelNames: ['event'] as const,
  registers: [registry],
});

/** A realtime event was appended (realtime/publish.ts). */
export function countPublished(event: string): void {
  eventsPublished.inc({ event });
}
