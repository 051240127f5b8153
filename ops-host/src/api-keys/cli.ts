import { loadConfig } from '../config/config.ts';
import { HttpError } from '../http/access.ts';
import { onDatabase } from '../operator/on-database.ts';
import { answers, readRuntimeInfo } from '../runtime-file.ts';
import type { ApiKeyListing } from './service.ts';

interface Options {
  name: string | undefined;
  facilities: string[];
  readOnly: boolean;
}

type Action =
  | { kind: 'create'; name: string; facilities: string[]; readOnly: boolean }
  | { kind: 'list' }
  | { kind: 'revoke'; name: string };

function actionOf(args: string[], options: Options): Action {
  const [sub, name] = args;
  if (sub === 'create') {
    if (!options.name) throw new Error('api-key create needs --name "<tool name>"');
    if (options.facilities.length === 0) throw new Error('api-key create needs --facility');
    return { kind: 'create', ...options, name: options.name };
  }
  if (sub === 'list') return { kind: 'list' };
  if (sub === 'revoke') {
    const target = name ?? options.name;
    if (!target) throw new Error('api-key revoke needs the key\'s name: api-key revoke "WMS sync"');
    return { kind: 'revoke', name: target };
  }
  throw new Error('Usage: npm run ops -- api-key create|list|revoke (see --help)');
}

function table(keys: ApiKeyListing[]): string {
  if (keys.length === 0) return 'No API keys.';
  const rows = [
    ['NAME', 'FACILITIES', 'SCOPE', 'CREATED', 'LAST USED'],
    ...keys.map((k) => [
      k.name,
      k.facilities.join(','),
      k.scope,
      k.created_at,
      k.last_used_at ?? 'never',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Does the action through a running host (it owns an embedded database) or on the database. */
async function perform(action: Action): Promise<unknown> {
  const config = loadConfig();
  const running = await readRuntimeInfo(config.dataDir);
  if (running && (await answers(running.url))) {
    const request =
      action.kind === 'create'
        ? {
            method: 'POST',
            path: '/operator/api_keys',
            body: { name: action.name, facilities: action.facilities, read_only: action.readOnly },
          }
        : action.kind === 'revoke'
          ? { method: 'POST', path: '/operator/api_keys/revoke', body: { name: action.name } }
          : { method: 'GET', path: '/operator/api_keys', body: undefined };
    const response = await fetch(`${running.url}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${config.serviceToken}`,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    const body = (await response.json()) as { message?: string; api_keys?: unknown };
    if (!response.ok)
      throw new Error(body.message ?? `The operations host answered ${response.status}`);
    return action.kind === 'list' ? body.api_keys : body;
  }
  return onDatabase(config, async (handle) => {
    const [{ createApiKey, listApiKeys, revokeApiKey }, { FacilityDirectory }] = await Promise.all([
      import('./service.ts'),
      import('../http/facility-directory.ts'),
    ]);
    try {
      switch (action.kind) {
        case 'create': {
          const { key, listing } = await createApiKey(
            handle.db,
            new FacilityDirectory(handle.db),
            action,
          );
          return { ...listing, key };
        }
        case 'list':
          return listApiKeys(handle.db);
        case 'revoke':
          return revokeApiKey(handle.db, action.name);
      }
    } catch (error) {
      if (error instanceof HttpError) throw new Error(error.message);
      throw error;
    }
  });
}

/** `npm run ops -- api-key …` */
export async function apiKeyCommand(args: string[], options: Options): Promise<void> {
  const action = actionOf(args, options);
  const result = await perform(action);
  if (action.kind === 'list') {
    process.stdout.write(`${table(result as ApiKeyListing[])}\n`);
  } else if (action.kind === 'revoke') {
    process.stdout.write(`Revoked API key "${(result as { revoked: string }).revoked}".\n`);
  } else {
    const created = result as ApiKeyListing & { key: string };
    process.stdout.write(
      `Created API key "${created.name}" for ${created.facilities.join(', ')} (${created.scope}).\n` +
        'Copy the key now: it is not stored and cannot be shown again.\n' +
        `${created.key}\n`,
    );
  }
}
