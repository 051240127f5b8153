import type { Plugin } from 'vite';

/** The client preset's one module with every operation document of the app. */
const GENERATED = /[\\/]src[\\/]generated[\\/]graphql\.ts$/;
/** One document (an operation's or a fragment's) as the client preset writes it: a line of its own. */
const DOCUMENT =
  /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = 'virtual:ops-document/';

/**
 * Gives each generated GraphQL document a module of its own in the build, so a route's scripts
 * carry the documents its screens use and not every document of the app. The generated module
 * (web/src/generated/graphql.ts, left as codegen writes it) is otherwise all types; each of its
 * documents becomes a re-export of a virtual module holding that one document, and Rollup puts
 * each such module with the code that imports it.
 */
export function documentPerModule(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'ops:document-per-module',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id.split('?')[0]!)) return null;
      const split = code.replace(DOCUMENT, (_line, name: string, literal: string) => {
        documents.set(name, literal);
        return `export { ${name} } from '${PREFIX}${name}';`;
      });
      // The module keeps no code of its own to map.
      return { code: split, map: { mappings: '' } };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const literal = documents.get(name);
      if (literal === undefined) this.error(`No generated GraphQL document ${name}`);
      return `export const ${name} = ${literal};`;
    },
  };
}
