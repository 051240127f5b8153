import { describe, expect, it } from 'vitest';
import { printerAddress } from '../../../ops-host/src/printer-kiosk/printer-address.ts';
import { demoPrinterAddresses } from '../../../ops-host/src/label-printers/demo-printers.ts';
import { parsePrinterNetwork } from '../../../ops-host/src/label-printers/network.ts';
import { FACILITIES } from '../../../ops-host/src/seed/facilities-and-users.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return { statusCode, message };
  }
  throw new Error('not refused');
};

describe('a printer network', () => {
  it('is read from an address and a prefix length of /16 to /32', () => {
    const network = parsePrinterNetwork('10.20.30.0/24');
    expect(network).toMatchObject({ cidr: '10.20.30.0/24', prefix: '10.20' });
    expect(network.firstHost).toBe('10.20.30.1');
    expect(network.contains('10.20.30.255')).toBe(true);
    expect(network.contains('10.20.31.0')).toBe(false);
    expect(parsePrinterNetwork('10.20.0.0/16').contains('10.20.255.7')).toBe(true);
    expect(parsePrinterNetwork('10.20.30.40/32').firstHost).toBe('10.20.30.40');
  });

  it('wider than /16, with bits past its prefix, or not an address is refused saying what to write', () => {
    expect(refusal(() => parsePrinterNetwork('10.0.0.0/8'))).toEqual({
      statusCode: 400,
      message:
        '10.0.0.0/8 is not a printer network: the kiosk types the last two parts of an address, ' +
        'so the network must fix the first two (/16 to /32).',
    });
    expect(refusal(() => parsePrinterNetwork('10.20.30.5/24')).message).toBe(
      '10.20.30.5/24 has bits set past /24: the network is 10.20.30.0/24.',
    );
    for (const text of ['10.20.30.0', '10.20.30/24', '10.20.30.0/33', '10.20.30.0/24/1', 'x', '']) {
      expect(refusal(() => parsePrinterNetwork(text)).message).toMatch(
        /is not a (printer )?network/,
      );
    }
  });
});

describe('the printer address the kiosk types', () => {
  const chicago = parsePrinterNetwork('127.0.1.0/24');

  it("is the last two numbers, put after the network's first two", () => {
    expect(printerAddress('Chicago', chicago, '1.2')).toBe('127.0.1.2');
    expect(printerAddress('Chicago', chicago, '001.020')).toBe('127.0.1.20');
  });

  it('a full address, three parts or numbers above 255 are refused saying what to type', () => {
    for (const typed of ['127.0.2.1', '127.0.1.1', '1.2.3', '1', '1.256', '1.2 ', 'a.b', '']) {
      expect([typed, refusal(() => printerAddress('Chicago', chicago, typed))]).toEqual([
        typed,
        {
          statusCode: 400,
          message:
            "Type only the last two numbers of the printer's address (each 0-255), e.g. 1.1 for " +
            '127.0.1.1.',
        },
      ]);
    }
  });

  it("an address outside the facility's network is refused, naming the network", () => {
    expect(refusal(() => printerAddress('Chicago', chicago, '2.1'))).toEqual({
      statusCode: 422,
      message: "Printer 127.0.2.1 is not on Chicago's printer network (127.0.1.0/24).",
    });
  });
});

describe('the demo printers', () => {
  it("each listen on their own facility's printer network, and the networks do not overlap", () => {
    const addresses = demoPrinterAddresses();
    expect(addresses).toContain('127.0.1.1');
    expect(addresses).toContain('127.0.8.4');
    for (const address of addresses) {
      const owners = FACILITIES.filter((f) =>
        parsePrinterNetwork(f.printerNetwork).contains(address),
      );
      expect([address, owners.length]).toEqual([address, 1]);
      expect(owners[0]!.id).toBe(Number(address.split('.')[2]));
    }
  });
});
