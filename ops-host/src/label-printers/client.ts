import { Socket } from 'node:net';
import { completeStatus, parseHostStatus, type PrinterStatus } from './status.ts';

export const PRINTER_PORT = 9100;

/**
 * Why a print did not happen, or may not have:
 * - unreachable: no connection (refused, no route, no answer to connect); nothing was sent.
 * - fault: the printer reported a fault in its ~HS status; nothing was sent.
 * - timeout: connected, but the printer did not answer ~HS in time.
 * - dropped: the connection closed or failed before the printer answered.
 * `jobSent` tells whether any of the label may have reached the printer: when true, the label
 * may or may not be on paper.
 */
export type PrinterFailure = 'unreachable' | 'fault' | 'timeout' | 'dropped';

export class PrinterError extends Error {
  constructor(
    readonly failure: PrinterFailure,
    message: string,
    readonly jobSent: boolean,
  ) {
    super(message);
  }
}

export interface PrinterOptions {
  port?: number;
  /** How long to wait for the connection and for each ~HS answer. */
  timeoutMs?: number;
}

/**
 * One TCP connection to a label printer (ZPL over port 9100). The printer handles what it
 * receives in order, so a ~HS answered after a job means the whole job reached it.
 */
export class PrinterConnection {
  private buffer = '';
  private closed: Error | null = null;
  private wake: (() => void) | null = null;
  private jobSent = false;

  private constructor(
    private readonly socket: Socket,
    private readonly address: string,
    private readonly timeoutMs: number,
  ) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.wake?.();
    });
    const end = (error?: Error) => {
      this.closed ??= error ?? new Error('connection closed');
      this.wake?.();
    };
    socket.on('error', end);
    socket.on('close', () => end());
  }

  static open(address: string, options: PrinterOptions = {}): Promise<PrinterConnection> {
    const port = options.port ?? PRINTER_PORT;
    const timeoutMs = options.timeoutMs ?? 5000;
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new PrinterError('unreachable', `No answer from ${address}`, false));
      }, timeoutMs);
      socket.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        socket.destroy();
        const why = error.code === 'ECONNREFUSED' ? 'connection refused' : error.code;
        reject(new PrinterError('unreachable', `${address}: ${why ?? error.message}`, false));
      });
      socket.connect(port, address, () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(new PrinterConnection(socket, address, timeoutMs));
      });
    });
  }

  /** Asks ~HS and reads the answer. */
  async status(): Promise<PrinterStatus> {
    this.buffer = '';
    await this.write('~HS\r\n');
    const answer = await this.awaitStatus();
    try {
      return parseHostStatus(answer);
    } catch (error) {
      throw new PrinterError('dropped', (error as Error).message, this.jobSent);
    }
  }

  /** Throws 'fault' with the printer's reasons when it would not print. */
  async assertReady(): Promise<void> {
    const status = await this.status();
    if (status.faults.length > 0) {
      throw new PrinterError('fault', status.faults.join(', '), false);
    }
  }

  /**
   * Sends a label and confirms the printer took it (its ~HS answer after the job). On failure
   * the error's jobSent is true: the label may be on paper.
   */
  async print(zpl: string): Promise<void> {
    this.jobSent = true;
    this.buffer = '';
    await this.write(`${zpl}\r\n~HS\r\n`);
    await this.awaitStatus();
  }

  close(): void {
    this.socket.end();
    this.socket.destroy();
  }

  private write(data: string): Promise<void> {
    if (this.closed) return Promise.reject(this.failure('dropped'));
    return new Promise((resolve, reject) => {
      this.socket.write(data, 'latin1', (error) =>
        error ? reject(this.failure('dropped')) : resolve(),
      );
    });
  }

  private failure(failure: PrinterFailure): PrinterError {
    const message =
      failure === 'timeout'
        ? `${this.address} did not answer in time`
        : `${this.address} closed the connection`;
    return new PrinterError(failure, message, this.jobSent);
  }

  private async awaitStatus(): Promise<string> {
    const deadline = Date.now() + this.timeoutMs;
    for (;;) {
      if (completeStatus(this.buffer)) return this.buffer;
      if (this.closed) throw this.failure('dropped');
      const left = deadline - Date.now();
      if (left <= 0) throw this.failure('timeout');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}

/** Status check and one job on one connection (test and training labels). */
export async function printOnPrinter(
  address: string,
  zpl: string,
  options: PrinterOptions = {},
): Promise<void> {
  const printer = await PrinterConnection.open(address, options);
  try {
    await printer.assertReady();
    await printer.print(zpl);
  } finally {
    printer.close();
  }
}
