import { parseArgs } from 'node:util';
import { loadConfig } from './config/config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { LabelGenerationRunner } from './label-status/runner.ts';
import { operatorCommands, type SeedSize } from './operator/commands.ts';
import { readRuntimeInfo } from './runtime-file.ts';

const usage = `Usage: npm run ops -- <command> [options]

Commands:
  seed [--size demo|bench]    seed an empty database
  reset [--size demo|bench]   empty every table and seed again
  rotate-login-code           replace the supervisor login code now
  generate-labels --facility <id|CHI|Chicago> --ship-date <yyyy-MM-dd>
                              generate a ship day's labels (a running host answers once the
                              run has started; without one the command waits and shows progress)
  migrate                     apply pending migrations

A running operations host (found through DATA_DIR) does the work itself, since the embedded
database belongs to one process; otherwise the command opens the database directly.`;

const routes: Record<string, string> = {
  seed: '/operator/seed',
  reset: '/operator/reset',
  'rotate-login-code': '/operator/login_code/rotate',
  'generate-labels': '/operator/label_generation',
};

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      size: { type: 'string', default: 'demo' },
      facility: { type: 'string' },
      'ship-date': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  if (values.help || !command || !(command in routes || command === 'migrate')) {
    process.stdout.write(`${usage}\n`);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const size = values.size as SeedSize;
  if (size !== 'demo' && size !== 'bench') throw new Error('--size is demo or bench');
  const labelRequest = { facility: values.facility ?? '', shipDate: values['ship-date'] ?? '' };
  if (command === 'generate-labels' && (!labelRequest.facility || !labelRequest.shipDate)) {
    throw new Error('generate-labels needs --facility and --ship-date');
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
          ? {}
          : command === 'generate-labels'
            ? { facility: labelRequest.facility, ship_date: labelRequest.shipDate }
            : { size },
      ),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The operations host answered ${response.status}: ${text}`);
    process.stdout.write(`${text}\n`);
    return;
  }

  const handle = await connectDatabase(config);
  try {
    const applied = await migrate(handle);
    if (command === 'migrate') {
      process.stdout.write(`Applied: ${applied.join(', ') || 'nothing to apply'}\n`);
      return;
    }
    const commands = operatorCommands(handle, {
      adminPassword: config.adminPassword,
      loginCodeGraceMs: config.loginCodeGraceMs,
      labels: new LabelGenerationRunner(handle.db, {
        batchSize: config.labelGenerationBatchSize,
        batchPauseMs: config.labelGenerationBatchPauseMs,
      }),
    });
    const result =
      command === 'generate-labels'
        ? await commands.generateLabels(labelRequest, {
            onProgress: (progress) => process.stdout.write(`${JSON.stringify(progress)}\n`),
          })
        : command === 'rotate-login-code'
          ? await commands.rotateLoginCode()
          : command === 'seed'
            ? await commands.seed(size)
            : await commands.reset(size);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await handle.close();
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
