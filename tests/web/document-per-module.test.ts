import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentPerModule } from '../../web/build/document-per-module.ts';
import * as generated from '../../web/src/generated/graphql.ts';

// The build gives each generated GraphQL document a module of its own, so that a route loads only
// its screens' documents: the same documents, every one of them, nothing else changed.

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/generated/graphql.ts',
);
const source = readFileSync(file, 'utf8');

type Hook = (this: unknown, ...args: string[]) => unknown;
const hook = (
  plugin: ReturnType<typeof documentPerModule>,
  name: 'transform' | 'resolveId' | 'load',
) =>
  (plugin[name] as Hook).bind({
    error: (message: string) => {
      throw new Error(message);
    },
  });

describe('a module per generated document', () => {
  const plugin = documentPerModule();
  const transformed = hook(plugin, 'transform')(source, file) as { code: string };
  const documentNames = Object.keys(generated).filter((name) =>
    /(Document|FragmentDoc)$/.test(name),
  );

  it('leaves the generated module nothing but types and one re-export per document', () => {
    expect(documentNames.length).toBeGreaterThan(50);
    expect(transformed.code).not.toContain('"kind":"Document"');
    for (const name of documentNames) {
      expect(transformed.code).toContain(`export { ${name} } from 'virtual:ops-document/${name}';`);
    }
  });

  it('gives each document’s module the same document', () => {
    for (const name of documentNames) {
      const id = hook(plugin, 'resolveId')(`virtual:ops-document/${name}`) as string;
      const code = hook(plugin, 'load')(id) as string;
      const prefix = `export const ${name} = `;
      expect(code.startsWith(prefix)).toBe(true);
      const document: unknown = JSON.parse(code.slice(prefix.length, -1));
      expect(document).toEqual(generated[name as keyof typeof generated]);
    }
  });

  it('leaves every other module as it is, and refuses a document it never saw', () => {
    expect(hook(plugin, 'transform')(source, '/app/src/other.ts')).toBeNull();
    expect(() => hook(plugin, 'load')('\0virtual:ops-document/NoSuchDocument')).toThrow(
      'No generated GraphQL document NoSuchDocument',
    );
  });
});
