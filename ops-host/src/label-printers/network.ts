import { BlockList, isIPv4 } from 'node:net';
import { HttpError } from '../http/access.ts';

/**
 * The widest printer network: the kiosk types only the last two parts of an address, so the
 * network must fix the first two.
 */
export const WIDEST_PRINTER_NETWORK = 16;

/** A facility's printer network, e.g. 10.20.30.0/24. */
export interface PrinterNetwork {
  /** The network as PostgreSQL's cidr writes it, e.g. 10.20.30.0/24. */
  cidr: string;
  /** Its first two parts, e.g. 10.20: the kiosk types the other two. */
  prefix: string;
  /** Its first address a printer may have (what the messages give as an example). */
  firstHost: string;
  /** Its address `index` places after the network's own (1: its first host). */
  host(index: number): string;
  contains(address: string): boolean;
}

const toNumber = (address: string) =>
  address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
const toAddress = (value: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');

/**
 * Reads a network written as an IPv4 address and a prefix length of /16 to /32 whose address is
 * the network's own (no bits set past the prefix); anything else is refused with what to write.
 */
export function parsePrinterNetwork(text: string): PrinterNetwork {
  const [address = '', length = '', ...rest] = text.trim().split('/');
  if (rest.length > 0 || !isIPv4(address) || !/^[0-9]{1,2}$/.test(length)) {
    throw new HttpError(
      400,
      `${text} is not a network: write an address and a prefix length, e.g. 10.20.30.0/24.`,
    );
  }
  const bits = Number(length);
  if (bits < WIDEST_PRINTER_NETWORK || bits > 32) {
    throw new HttpError(
      400,
      `${address}/${bits} is not a printer network: the kiosk types the last two parts of an ` +
        `address, so the network must fix the first two (/${WIDEST_PRINTER_NETWORK} to /32).`,
    );
  }
  const size = 2 ** (32 - bits);
  const start = Math.floor(toNumber(address) / size) * size;
  if (toAddress(start) !== address) {
    throw new HttpError(
      400,
      `${address}/${bits} has bits set past /${bits}: the network is ${toAddress(start)}/${bits}.`,
    );
  }
  const list = new BlockList();
  list.addSubnet(address, bits, 'ipv4');
  return {
    cidr: `${address}/${bits}`,
    prefix: address.split('.').slice(0, 2).join('.'),
    firstHost: toAddress(size > 2 ? start + 1 : start),
    host: (index) => toAddress(start + index),
    contains: (candidate) => isIPv4(candidate) && list.check(candidate, 'ipv4'),
  };
}
