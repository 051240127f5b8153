import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { PRINTER_PORT } from './client.ts';
import { hostStatusAnswer } from './status.ts';

/**
 * How a virtual printer behaves, so tests can play every failure of a real one:
 * - ok: answers ~HS, prints (stores) every complete job.
 * - hang: accepts connections and never answers.
 * - drop: closes the connection as soon as a job starts arriving; nothing is printed.
 * - drop_after_print: prints the job, then closes the connection before answering.
 * Refusing connections is `stop()`; paper out and the other faults are status flags.
 */
export type VirtualPrinterMode = 'ok' | 'hang' | 'drop' | 'drop_after_print';

export interface VirtualPrinterFaults {
  paperOut?: boolean;
  headOpen?: boolean;
  paused?: boolean;
  bufferFull?: boolean;
}

export interface VirtualPrinterOptions {
  /** Loopback address to listen on, e.g. 127.0.1.1. */
  address: string;
  port?: number;
  /** Jobs are stored under {dataDir}/printers/{address}/ as numbered .zpl files. */
  dataDir: string;
  /**
   * For each job, the mode to use instead of the printer's own (random failures in tests);
   * undefined keeps the printer's mode.
   */
  chooseJobMode?: () => VirtualPrinterMode | undefined;
}

/** Where a printer's jobs are kept. */
export const printerJobsDir = (dataDir: string, address: string) =>
  path.join(dataDir, 'printers', address);

/** A label printer on a loopback address: answers ~HS and keeps each job as a ZPL file. */
export class VirtualPrinter {
  mode: VirtualPrinterMode = 'ok';
  faults: VirtualPrinterFaults = {};
  /** Per job, a mode instead of `mode` (random failures); undefined keeps `mode`. */
  chooseJobMode: (() => VirtualPrinterMode | undefined) | undefined;
  /** Connections it accepted: none means nothing was sent to it, not even a status query. */
  connections = 0;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private sequence: number;
  readonly jobsDir: string;

  constructor(private readonly options: VirtualPrinterOptions) {
    this.jobsDir = printerJobsDir(options.dataDir, options.address);
    mkdirSync(this.jobsDir, { recursive: true });
    this.sequence = this.jobFiles().length;
    this.chooseJobMode = options.chooseJobMode;
  }

  get address() {
    return this.options.address;
  }

  /** The stored jobs' file names, oldest first. */
  jobFiles(): string[] {
    return readdirSync(this.jobsDir)
      .filter((name) => name.endsWith('.zpl'))
      .sort();
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? PRINTER_PORT, this.options.address, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
  }

  /** Stops listening and closes every connection: connections are refused until start(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private serve(socket: Socket) {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('latin1');
    let buffer = '';
    let jobMode: VirtualPrinterMode | undefined;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const mode = jobMode ?? this.mode;
        if (mode === 'hang') return;
        const query = buffer.indexOf('~HS');
        const start = buffer.indexOf('^XA');
        if (query >= 0 && (start < 0 || query < start)) {
          socket.write(hostStatusAnswer(this.faults), 'latin1');
          buffer = buffer.slice(query + 3);
          continue;
        }
        if (start < 0) return;
        jobMode ??= this.chooseJobMode?.() ?? this.mode;
        if (jobMode === 'drop' || jobMode === 'hang') {
          if (jobMode === 'drop') socket.destroy();
          return;
        }
        const end = buffer.indexOf('^XZ', start);
        if (end < 0) return;
        this.store(buffer.slice(start, end + 3));
        buffer = buffer.slice(end + 3);
        if (jobMode === 'drop_after_print') {
          socket.destroy();
          return;
        }
        jobMode = undefined;
      }
    });
  }

  private store(zpl: string) {
    const { paperOut, headOpen, paused, bufferFull } = this.faults;
    // A printer with a fault does not print what it is sent.
    if (paperOut || headOpen || paused || bufferFull) return;
    this.sequence += 1;
    const name = `${String(this.sequence).padStart(6, '0')}.zpl`;
    writeFileSync(path.join(this.jobsDir, name), `${zpl}\n`);
  }
}

/** Starts one virtual printer per address; stops them all on stop(). */
export async function startVirtualPrinters(
  addresses: readonly string[],
  options: Omit<VirtualPrinterOptions, 'address'>,
): Promise<{ printers: VirtualPrinter[]; stop(): Promise<void> }> {
  const printers = addresses.map((address) => new VirtualPrinter({ ...options, address }));
  await Promise.all(printers.map((printer) => printer.start()));
  return { printers, stop: () => Promise.all(printers.map((p) => p.stop())).then(() => {}) };
}
