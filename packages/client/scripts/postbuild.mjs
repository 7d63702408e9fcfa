// After tsup: writes the declarations once, compactly, and checks that package.json exports a subpath
// for the pipeline (`./core`) and for every API family (each folder of src/resources).
//  - index.d.cts holds the declarations; index.d.ts (for `import`) re-exports them.
//  - An endpoint table's type keeps each call's `method` (what typing needs); its path, query and
//    body are `Endpoint` fields typed as such. About 0.14 MB of literal types less. (`EndpointTable`
//    asks no more of its definitions than a `method`, so that what is left type-checks.)
//  - A family class's `endpoints` getter, which tsup writes out as the table's whole type again, is
//    typed as the table constant it returns (`typeof sourceEndpoints`).
//  - Indentation is written with tabs rather than runs of four spaces.
//  - The built modules are made pure ASCII (see below).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const declarations = new URL('index.d.cts', dist);

let text = readFileSync(declarations, 'utf8');
// `xEndpoints: EndpointTable<{ ...one block per call... }>` (a constant or a class member): keep each
// call's method line only.
const lines = [];
let table; // the indentation of the table being read, while inside one
let family; // the table constant of the class being read (`declare class X extends Resource<typeof y>`)
let getter = false; // inside the `endpoints` getter's type, left out
for (const line of text.split('\n')) {
  const indent = line.length - line.trimStart().length;
  if (line.startsWith('declare ')) family = /\bextends Resource<typeof (\w+)>/.exec(line)?.[1];
  if (table === undefined) {
    if (line.endsWith('EndpointTable<{')) {
      table = indent;
      if (family && line === '    get endpoints(): EndpointTable<{') {
        getter = true;
        lines.push(`    get endpoints(): typeof ${family};`);
      }
    }
  } else if (indent === table && line.trimStart().startsWith('}>')) {
    table = undefined;
    if (getter) {
      getter = false;
      continue;
    }
  } else if (indent === table + 8 && /^readonly (?!method:)\w+\??: /.test(line.trimStart())) {
    continue;
  }
  if (!getter) lines.push(line);
}
text = lines.join('\n');
text = text.replace(/^(?: {4})+/gm, (indent) => '\t'.repeat(indent.length / 4));
writeFileSync(declarations, text);
writeFileSync(
  new URL('index.d.ts', dist),
  "// @platform-admin/client: the declarations are in index.d.cts, the same for import and require.\nexport * from './index.cjs';\n",
);

// The modules are pure ASCII. V8 reads a one-byte source as it is, but decodes one that holds any other
// character (a single '…' in a comment is enough) into two-byte text, and scans that more slowly:
// about 6 % of the client's import (in instructions). esbuild escapes such characters in strings; those of
// the comments it keeps are written out here ('...' for '…'), on comment lines only, which no source
// map position points into.
for (const file of ['index.js', 'index.cjs', 'node/index.js', 'node/index.cjs']) {
  const url = new URL(file, dist);
  const lines = readFileSync(url, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!/[\u0080-\uffff]/.test(line)) return;
    if (!/^\s*(?:\*|\/\/|\/\*)/.test(line)) {
      throw new Error(
        `dist/${file}:${i + 1} holds a character other than ASCII outside a comment; escape it in the source.`,
      );
    }
    lines[i] = line.replace(/[\u0080-\uffff]/g, (c) =>
      c === '…' ? '...' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  });
  writeFileSync(url, lines.join('\n'));
}

// The CommonJS modules export plain values. esbuild writes a getter per export on an object, then copies
// each one onto `module.exports` as another getter (`__export`, `__toCommonJS`): for the client's ~430
// exports, about half of what `require` costs. The exports are constants (classes, functions, tables),
// so no getter is needed for a live binding: the getters' block gives way to blank lines (the source map's
// lines stay where they were), and the list of names esbuild writes at the end for Node's ESM interop
// (`0 && (module.exports = { ... })`) becomes the assignment, each name to the value it stands for.
for (const file of ['index.cjs', 'node/index.cjs']) {
  const url = new URL(file, dist);
  const lines = readFileSync(url, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^__export\((\w+), \{$/.test(line));
  const end = lines.indexOf('});', start);
  const assign = lines.findIndex((line) => /^module\.exports = __toCommonJS\(\w+\);$/.test(line));
  const names = lines.indexOf('0 && (module.exports = {');
  if (start < 0 || end < 0 || assign < 0 || names < 0) {
    throw new Error(`dist/${file}: esbuild's CommonJS exports are not where postbuild looks for them.`);
  }
  const values = new Map();
  for (const line of lines.slice(start + 1, end)) {
    const [, name, value] = /^ {2}(\w+): \(\) => (\w+),?$/.exec(line) ?? [];
    if (!name) throw new Error(`dist/${file}: unexpected export line '${line}'.`);
    values.set(name, value);
  }
  for (let i = start; i <= end; i++) lines[i] = '';
  lines[assign] = '';
  lines[names] = 'module.exports = {';
  if (lines[names - 1].startsWith('// Annotate'))
    lines[names - 1] = '// The exports, as values (scripts/postbuild.mjs).';
  for (let i = names + 1; lines[i] !== '});'; i++) {
    const name = lines[i].trim().replace(/,$/, '');
    const value = values.get(name);
    if (!value) throw new Error(`dist/${file}: '${name}' is in the names but not in the exports.`);
    lines[i] = value === name ? lines[i] : lines[i].replace(name, `${name}: ${value}`);
    values.delete(name);
  }
  if (values.size) throw new Error(`dist/${file}: exports missing from the names: ${[...values.keys()]}.`);
  const close = lines.indexOf('});', names);
  lines[close] = '};\nObject.defineProperty(module.exports, "__esModule", { value: true });';
  // esbuild's helpers for those getters are then unused: out with them too, and with the one-line
  // helpers only they read (`__getOwnPropNames`, ...).
  const first = lines.findIndex((line) => line.startsWith('var __export = '));
  const last = lines.findIndex((line) => line.startsWith('var __toCommonJS = '));
  for (let i = first; i >= 0 && i <= last; i++) lines[i] = '';
  const code = () => lines.join('\n');
  for (const [i, line] of lines.entries()) {
    const helper = /^var (__\w+) = [^\n]*;$/.exec(line)?.[1];
    if (helper && code().split(helper).length === 2) lines[i] = '';
  }
  writeFileSync(url, lines.join('\n'));
}

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const families = readdirSync(new URL('../src/resources/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const missing = ['core', ...families].filter((name) => !manifest.exports[`./${name}`]);
if (missing.length) {
  throw new Error(
    `packages/client/package.json exports no subpath for ${missing.join(', ')}: add "./<name>": { "import": "./dist/index.js", "require": "./dist/index.cjs" } for each.`,
  );
}
console.log(`declarations: ${(text.length / 1e6).toFixed(2)} MB; ${families.length} family subpaths`);
