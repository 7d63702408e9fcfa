// Build step (an esbuild plugin that tsup runs): in the built module, each endpoint table's
// definitions are one compact text, `endpoints('sources', () => readTable('/rest/...\nget GET {sourceId}\n...'))`,
// instead of the object literals of `src/resources/*/endpoints.ts`. Node has to parse the whole
// module when it is imported, and scanning a string is cheaper than pre-parsing object literals, the
// more so the shorter it is: the tables are about half of the module. The text gives each table's
// shared path prefix once and each call on one line (the form is `readTable`'s, in src/core/endpoint.ts);
// a browser bundle that takes one family carries fewer bytes too. The sources keep the literals
// (typed, documented, readable); the declarations are made from the sources.
// Each `endpoints.ts` is evaluated here (through tsx), and its tables' definitions are read back from
// the endpoints they build; each text is read back with `readTable` and must give the same definitions.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import ts from 'typescript';

const endpointModule = fileURLToPath(new URL('../src/core/endpoint.ts', import.meta.url));

/** The definitions of every endpoint table a module exports, by resource name (`sources.mappings`). */
function tablesOf(module) {
  const tables = new Map();
  for (const value of Object.values(module)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const entries = Object.entries(value);
    if (!entries.length || !entries.every(([, endpoint]) => Array.isArray(endpoint?.pathParts))) continue;
    const [method, first] = entries[0];
    const resource = first.name.slice(0, -(method.length + 1));
    const definitions = {};
    for (const [name, endpoint] of entries) {
      // What `endpoints()` derives from the definition is left out; it derives it again.
      const { name: _, pathParams, pathParts, host, ...definition } = endpoint;
      definitions[name] = host === 'platform' ? definition : { ...definition, host };
    }
    tables.set(resource, definitions);
  }
  return tables;
}

/** How each optional field of a definition is written: a one-character mark, then its value. */
const FIELDS = {
  query: (names) => `?${names.join(',')}`,
  body: (kind) => `:${kind}`,
  bodyFields: (names) => `+${names.join(',')}`,
  explicitOrganization: () => '!',
  organizationQuery: (name) => `=${name}`,
  host: (host) => `@${host}`,
};

/** The longest prefix, up to a `/`, that every path starts with. */
function sharedPrefix(paths) {
  let prefix = paths[0] ?? '';
  for (const path of paths) while (!path.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

/** A table's definitions as `readTable` reads them. @throws Error for a definition it cannot carry. */
function tableText(resource, definitions, readTable) {
  const base = sharedPrefix(Object.values(definitions).map((definition) => definition.path));
  const lines = [base];
  for (const [name, { method, path, ...rest }] of Object.entries(definitions)) {
    const fields = [name, method, path.slice(base.length)];
    for (const [key, value] of Object.entries(rest)) {
      if (!Object.hasOwn(FIELDS, key)) {
        throw new Error(
          `${resource}.${name}: the table text has no form for the field '${key}'; add one to FIELDS here and to readTable (src/core/endpoint.ts).`,
        );
      }
      if (value !== undefined) fields.push(FIELDS[key](value));
    }
    lines.push(fields.join(' '));
  }
  const text = Object.keys(definitions).length ? lines.join('\n') : '';
  // Read back: a space, comma or newline inside a value, or a value the marks cannot carry (such as
  // `explicitOrganization: false`), would change a definition; the build stops instead.
  if (JSON.stringify(readTable(text)) !== JSON.stringify(definitions)) {
    throw new Error(
      `${resource}: its table text does not read back as its definitions; check its values for spaces, commas or newlines.`,
    );
  }
  return text;
}

/** Tables by file, for the ESM and CJS builds of one run (keyed by the source too: a watch rebuilds). */
const evaluated = new Map();
function tablesFor(path, source) {
  const key = `${path}\0${source}`;
  if (!evaluated.has(key)) {
    evaluated.set(key, tsImport(pathToFileURL(path).href, import.meta.url).then(tablesOf));
  }
  return evaluated.get(key);
}

export function tablesAsText() {
  return {
    name: 'endpoint-tables-as-text',
    setup(build) {
      const reader = tsImport(pathToFileURL(endpointModule).href, import.meta.url);
      build.onLoad({ filter: /[\\/]src[\\/]resources[\\/].*endpoints\.ts$/i }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const [tables, { readTable }] = await Promise.all([tablesFor(path, source), reader]);
        const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
        const edits = [];
        const visit = (node) => {
          if (
            ts.isCallExpression(node) &&
            ts.isIdentifier(node.expression) &&
            node.expression.text === 'endpoints' &&
            node.arguments.length === 2 &&
            ts.isStringLiteral(node.arguments[0]) &&
            tables.has(node.arguments[0].text)
          ) {
            const resource = node.arguments[0].text;
            const text = tableText(resource, tables.get(resource), readTable);
            const definitions = node.arguments[1];
            edits.push({
              start: definitions.getStart(file),
              end: definitions.getEnd(),
              text: `() => readTable(${JSON.stringify(text)})`,
            });
          }
          ts.forEachChild(node, visit);
        };
        // A table made elsewhere (by a helper, or re-exported) keeps its literals.
        visit(file);
        if (!edits.length) return { contents: source, loader: 'ts' };
        if (/\breadTable\b/.test(source)) {
          throw new Error(`${path} names readTable itself: rename it, the build adds that import.`);
        }
        let contents = source;
        for (const edit of edits.sort((a, b) => b.start - a.start)) {
          contents = contents.slice(0, edit.start) + edit.text + contents.slice(edit.end);
        }
        // At the end (an import is hoisted), so that the source map's lines stay the file's.
        contents += `\nimport { readTable } from ${JSON.stringify(endpointModule)};\n`;
        return { contents, loader: 'ts' };
      });
    },
  };
}
