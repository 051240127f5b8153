// CPU and memory of other processes, read from /proc (Linux): user + system time per process
// (all its threads) and its resident set, sampled once a second.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

interface Reading {
  at: number;
  /** CPU seconds used so far (user + system). */
  cpu: number;
  rss: number;
}

function read(pid: number): Reading | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields that follow it start after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      at: performance.now(),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      rss: Number(fields[21]) * PAGE_BYTES,
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used so far (user + system, all its threads). */
export function cpuSecondsOf(pid: number): number {
  const reading = read(pid);
  if (!reading) throw new Error(`process ${pid} is gone`);
  return reading.cpu;
}

export interface ProcessUsage {
  /** CPU time over the window as a share of one core, in % (100 = one core busy throughout). */
  cpuPercent: number;
  /** The busiest `peakWindowSeconds` of the window, in % of one core. */
  peakCpuPercent: number;
  rssAverage: number;
  rssPeak: number;
}

/** The processes whose command line includes `text` (e.g. a PostgreSQL database's backends). */
export function processesMatching(text: string): () => number[] {
  return () =>
    readdirSync('/proc')
      .filter((entry) => /^[0-9]+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
        } catch {
          return false;
        }
      })
      .map(Number);
}

/**
 * Samples the given processes every second from start() until stop(): a pid, or a function
 * answering a group's pids at each sample (their CPU summed; a process that comes during the
 * window counts from its start, one that ends counts until its last sample).
 */
export class ProcessSampler {
  private readonly samples = new Map<string, Reading[]>();
  private readonly groups = new Map<string, { cpu: number; last: Map<number, number> }>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly pids: Record<string, number | (() => number[])>,
    private readonly peakWindowSeconds = 5,
  ) {}

  start() {
    for (const name of Object.keys(this.pids)) this.samples.set(name, []);
    this.sample(true);
    this.timer = setInterval(() => this.sample(false), 1000);
  }

  private sample(first: boolean) {
    for (const [name, pid] of Object.entries(this.pids)) {
      const reading = typeof pid === 'number' ? read(pid) : this.readGroup(name, pid(), first);
      if (reading) this.samples.get(name)!.push(reading);
    }
  }

  private readGroup(name: string, pids: number[], first: boolean): Reading {
    const group = this.groups.get(name) ?? { cpu: 0, last: new Map<number, number>() };
    this.groups.set(name, group);
    const seen = new Map<number, number>();
    let rss = 0;
    for (const pid of pids) {
      const reading = read(pid);
      if (!reading) continue;
      rss += reading.rss;
      seen.set(pid, reading.cpu);
      if (!first) group.cpu += reading.cpu - (group.last.get(pid) ?? 0);
    }
    group.last = seen;
    return { at: performance.now(), cpu: group.cpu, rss };
  }

  stop(): Record<string, ProcessUsage> {
    clearInterval(this.timer);
    this.sample(false);
    const usage: Record<string, ProcessUsage> = {};
    for (const [name, readings] of this.samples) {
      const first = readings[0];
      const last = readings.at(-1);
      if (!first || !last || last.at <= first.at) continue;
      const share = (from: Reading, to: Reading) =>
        ((to.cpu - from.cpu) / ((to.at - from.at) / 1000)) * 100;
      let peak = 0;
      for (let i = 0; i < readings.length; i += 1) {
        const end = readings[Math.min(readings.length - 1, i + this.peakWindowSeconds)]!;
        if (end.at > readings[i]!.at) peak = Math.max(peak, share(readings[i]!, end));
      }
      usage[name] = {
        cpuPercent: share(first, last),
        peakCpuPercent: peak,
        rssAverage: readings.reduce((sum, r) => sum + r.rss, 0) / readings.length,
        rssPeak: Math.max(...readings.map((r) => r.rss)),
      };
    }
    return usage;
  }
}
