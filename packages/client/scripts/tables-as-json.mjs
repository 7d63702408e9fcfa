// Build step (an esbuild plugin that tsup runs): in the built module, each endpoint table's
// definitions are one JSON text, `endpoints('sources', () => JSON.parse('{"create":{...},...}'))`,
// instead of the object literals of `src/resources/*/endpoints.ts`. Node has to parse the whole
// module when it is imported, and it reads a string several times faster than it pre-parses object
// literals: the tables are more than half of the module. The sources keep the literals (typed,
// readable, paths built from shared constants); the declarations are made from the sources.
// Each `endpoints.ts` is evaluated here (through tsx), and its tables' definitions are read back
// from the endpoints they build.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import ts from 'typescript';

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

/** Tables by file, for the ESM and CJS builds of one run (keyed by the source too: a watch rebuilds). */
const evaluated = new Map();
function tablesFor(path, source) {
  const key = `${path}\0${source}`;
  if (!evaluated.has(key)) {
    evaluated.set(key, tsImport(pathToFileURL(path).href, import.meta.url).then(tablesOf));
  }
  return evaluated.get(key);
}

export function tablesAsJson() {
  return {
    name: 'endpoint-tables-as-json',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]resources[\\/].*endpoints\.ts$/i }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const tables = await tablesFor(path, source);
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
            const json = JSON.stringify(tables.get(node.arguments[0].text));
            const definitions = node.arguments[1];
            edits.push({
              start: definitions.getStart(file),
              end: definitions.getEnd(),
              text: `() => JSON.parse(${JSON.stringify(json)})`,
            });
          }
          ts.forEachChild(node, visit);
        };
        // A table made elsewhere (by a helper, or re-exported) keeps its literals.
        visit(file);
        let contents = source;
        for (const edit of edits.sort((a, b) => b.start - a.start)) {
          contents = contents.slice(0, edit.start) + edit.text + contents.slice(edit.end);
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}
