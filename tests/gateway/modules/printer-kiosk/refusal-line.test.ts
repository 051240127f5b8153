import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../../gateway/src/server.ts';
import { graphql, startGateway } from '../../support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from '../../support/tiny-server.ts';

// A print or a reprint the host refuses on the kiosk's line: the refusal's line reaches the
// payload's `line`, as a success's does, with the refusal as the kiosk shows it.

const NOTHING_LEFT = 'There are no labels left to print in this group.';

/** The kiosk's line as the host answers it, with what the query below asks of it. */
const hostLine = (printedBoxCount: number) => ({
  pack_line: { id: 11, name: 'A' },
  groups: [
    {
      id: 5,
      box_count: 40,
      printed_box_count: printedBoxCount,
      remaining_box_count: 40 - printedBoxCount,
    },
  ],
  reprint_queue: [],
});

const OUTCOME = `line { packLineId groups { id printedBoxCount remainingBoxCount } }
  printerError { message reason mayHavePrinted } signedOut userErrors { message }`;
const PRINT = `mutation { printLabel(input: { packLinePlanGroupId: "5", printerIp: "1.1" }) {
  labelsPrinted group { id } ${OUTCOME} } }`;
const REPRINT = `mutation { reprintLabel(input: { metadataId: "9", printerIp: "1.1" }) { ${OUTCOME} } }`;

/** What the host answers to each path, set by each test. */
let answers: Record<string, [number, object]> = {};
let host: TinyServer;
let gateway: Gateway;
beforeAll(async () => {
  host = await startTinyServer((req, res) => {
    const [status, body] = answers[new URL(req.url ?? '/', 'http://x').pathname]!;
    sendJson(res, status, body);
  });
  gateway = await startGateway(host.url);
});
afterAll(async () => {
  await gateway?.close();
  await host?.close();
});

const ask = (query: string) =>
  graphql(gateway, query, { cookie: 'ops_floor_session=kiosk-token' }).then(({ body }) => body);

describe('a refused print or reprint through the gateway', () => {
  it('passes the line the refusal carries to the payload, with its message', async () => {
    answers = {
      '/pack_line_printer/print_label': [
        409,
        { message: NOTHING_LEFT, labels_printed: 40, line: hostLine(40) },
      ],
      '/pack_line_printer/reprint_label': [
        424,
        {
          message: 'Cannot connect to printer',
          reason: 'Paper out',
          failure: 'fault',
          line: hostLine(39),
        },
      ],
    };
    expect(await ask(PRINT)).toEqual({
      data: {
        printLabel: {
          labelsPrinted: null,
          group: null,
          line: {
            packLineId: '11',
            groups: [{ id: '5', printedBoxCount: 40, remainingBoxCount: 0 }],
          },
          printerError: null,
          signedOut: false,
          userErrors: [{ message: NOTHING_LEFT }],
        },
      },
    });
    expect(await ask(REPRINT)).toEqual({
      data: {
        reprintLabel: {
          line: {
            packLineId: '11',
            groups: [{ id: '5', printedBoxCount: 39, remainingBoxCount: 1 }],
          },
          printerError: {
            message: 'Cannot connect to printer',
            reason: 'Paper out',
            mayHavePrinted: false,
          },
          signedOut: false,
          userErrors: [],
        },
      },
    });
  });

  it('a refusal without a line answers none', async () => {
    answers = {
      '/pack_line_printer/print_label': [
        409,
        { message: 'Type the code of the test label first.', signed_out: true },
      ],
      '/pack_line_printer/reprint_label': [
        504,
        { message: 'Printer took too long to respond', reason: 'timeout', failure: 'timeout' },
      ],
    };
    expect((await ask(PRINT)).data?.printLabel).toMatchObject({ line: null, signedOut: true });
    expect((await ask(REPRINT)).data?.reprintLabel).toMatchObject({
      line: null,
      printerError: { mayHavePrinted: true },
    });
  });
});
