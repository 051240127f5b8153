import { parseArgs } from 'node:util';
import { loadConfig } from './config/config.ts';
import type { SeedSize } from './operator/commands.ts';
import { onDatabase } from './operator/on-database.ts';
import { apiKeyCommand } from './api-keys/cli.ts';
import { answers, readRuntimeInfo } from './runtime-file.ts';

const usage = `Usage: npm run ops -- <command> [options]

Commands:
  seed [--size demo|bench]    seed an empty database
  reset [--size demo|bench]   empty every table and seed again
  rotate-login-code [--facility <CHI|chicago|id>]
                              replace a facility's supervisor login code now (every
                              facility's when none is given); prints the new codes
  generate-labels --facility <id|CHI|Chicago> --ship-date <yyyy-MM-dd>
                              generate a ship day's labels (a running host answers once the
                              run has started; without one the command waits and shows progress)
  box-barcodes --facility <CHI|chicago|id> --line <A> [--limit 5]
                              print barcodes of boxes planned on a line, to scan on its zone
                              screens (boxes no zone has scanned yet first)
  printer-network --facility <CHI|chicago|id> <network>
                              set the facility's printer network, e.g. 10.20.30.0/24 (/16 or
                              narrower); printers signed in outside it leave their lines
  migrate                     apply pending migrations
  api-key create --name <name> --facility <CHI|chicago|Chicago> [--facility …] [--read-only]
                              create a key for an internal tool; the key is printed once, on
                              the last line (only its hash is stored)
  api-key list                name, facilities, scope, created and last used of every live key
  api-key revoke <name>       end a key at once

A running operations host (found through DATA_DIR) does the work itself, since the embedded
database belongs to one process; otherwise the command opens the database directly.`;

const routes: Record<string, string> = {
  seed: '/operator/seed',
  reset: '/operator/reset',
  'rotate-login-code': '/operator/login_code/rotate',
  'generate-labels': '/operator/label_generation',
  'box-barcodes': '/operator/box_barcodes',
  'printer-network': '/operator/printer_network',
};

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      size: { type: 'string', default: 'demo' },
      facility: { type: 'string', multiple: true },
      'ship-date': { type: 'string' },
      name: { type: 'string' },
      'read-only': { type: 'boolean' },
      line: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  if (command === 'api-key' && !values.help) {
    await apiKeyCommand(positionals.slice(1), {
      name: values.name,
      facilities: values.facility ?? [],
      readOnly: values['read-only'] ?? false,
    });
    return;
  }
  if (values.help || !command || !(command in routes || command === 'migrate')) {
    process.stdout.write(`${usage}\n`);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const size = values.size as SeedSize;
  if (size !== 'demo' && size !== 'bench') throw new Error('--size is demo or bench');
  const labelRequest = {
    facility: values.facility?.[0] ?? '',
    shipDate: values['ship-date'] ?? '',
  };
  if (command === 'generate-labels' && (!labelRequest.facility || !labelRequest.shipDate)) {
    throw new Error('generate-labels needs --facility and --ship-date');
  }
  const boxRequest = {
    facility: values.facility?.[0] ?? '',
    line: values.line ?? '',
    ...(values.limit ? { limit: Number(values.limit) } : {}),
  };
  if (command === 'box-barcodes' && (!boxRequest.facility || !boxRequest.line)) {
    throw new Error('box-barcodes needs --facility and --line');
  }
  const codeFacility = values.facility?.[0];
  const networkRequest = { facility: values.facility?.[0] ?? '', network: positionals[1] ?? '' };
  if (command === 'printer-network' && (!networkRequest.facility || !networkRequest.network)) {
    throw new Error('printer-network needs --facility and the network, e.g. 10.20.30.0/24');
  }
  const config = loadConfig();

  const running = await readRuntimeInfo(config.dataDir);
  if (running && command !== 'migrate' && (await answers(running.url))) {
    const response = await fetch(`${running.url}${routes[command]}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.serviceToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(
        command === 'rotate-login-code'
          ? { ...(codeFacility ? { facility: codeFacility } : {}) }
          : command === 'generate-labels'
            ? { facility: labelRequest.facility, ship_date: labelRequest.shipDate }
            : command === 'box-barcodes'
              ? boxRequest
              : command === 'printer-network'
                ? networkRequest
                : { size },
      ),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The operations host answered ${response.status}: ${text}`);
    process.stdout.write(`${text}\n`);
    return;
  }

  await onDatabase(config, async (handle, applied) => {
    if (command === 'migrate') {
      process.stdout.write(`Applied: ${applied.join(', ') || 'nothing to apply'}\n`);
      return;
    }
    // Loaded only here: the seed's data generator is large, and the api-key commands and the
    // commands a running host answers start faster without it.
    const [{ operatorCommands }, { LabelGenerationRunner }, { FacilityDirectory }] =
      await Promise.all([
        import('./operator/commands.ts'),
        import('./label-status/runner.ts'),
        import('./http/facility-directory.ts'),
      ]);
    const commands = operatorCommands(handle, {
      adminPassword: config.adminPassword,
      loginCodeGraceMs: config.loginCodeGraceMs,
      directory: new FacilityDirectory(handle.db),
      labels: new LabelGenerationRunner(handle.db, {
        batchSize: config.labelGenerationBatchSize,
        batchPauseMs: config.labelGenerationBatchPauseMs,
        tryLock: handle.tryLock,
      }),
    });
    const result =
      command === 'generate-labels'
        ? await commands.generateLabels(labelRequest, {
            onProgress: (progress) => process.stdout.write(`${JSON.stringify(progress)}\n`),
          })
        : command === 'rotate-login-code'
          ? await commands.rotateLoginCode(codeFacility)
          : command === 'box-barcodes'
            ? await commands.boxBarcodes(boxRequest)
            : command === 'printer-network'
              ? await commands.printerNetwork(networkRequest)
              : command === 'seed'
                ? await commands.seed(size)
                : await commands.reset(size);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
