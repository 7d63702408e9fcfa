// Writes the modular entries after the build: dist/core/ and dist/<family>/ for each folder of
// src/resources, each an index.js, index.cjs, index.d.ts and index.d.cts that re-export, from the one
// built client, exactly what the source folder exports. Export lists come from the TypeScript checker.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const src = new URL('../src/', import.meta.url);
const dist = new URL('../dist/', import.meta.url);
const families = readdirSync(new URL('resources/', src), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entries = {
  core: 'core/index.ts',
  ...Object.fromEntries(families.map((f) => [f, `resources/${f}/index.ts`])),
};

const files = Object.values(entries).map((file) => new URL(file, src).pathname);
const program = ts.createProgram(files, {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  noEmit: true,
});
const checker = program.getTypeChecker();

for (const [name, file] of Object.entries(entries)) {
  const source = program.getSourceFile(new URL(file, src).pathname);
  const module = checker.getSymbolAtLocation(source);
  const values = [];
  const types = [];
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
  }
  values.sort();
  types.sort();
  const dir = new URL(`${name}/`, dist);
  mkdirSync(dir, { recursive: true });
  const header = `// @platform-admin/client/${name}: re-exported from the whole client.\n`;
  writeFileSync(new URL('index.js', dir), `${header}export { ${values.join(', ')} } from '../index.js';\n`);
  writeFileSync(
    new URL('index.cjs', dir),
    `${header}'use strict';\nconst client = require('../index.cjs');\n${values
      .map((value) => `exports.${value} = client.${value};`)
      .join('\n')}\n`,
  );
  const typeList = [...values, ...types.map((type) => `type ${type}`)].join(', ');
  writeFileSync(new URL('index.d.ts', dir), `${header}export { ${typeList} } from '../index.js';\n`);
  writeFileSync(new URL('index.d.cts', dir), `${header}export { ${typeList} } from '../index.cjs';\n`);
}
// The declarations of the whole client are written once, in index.d.cts; index.d.ts (for `import`)
// re-exports them instead of repeating 0.8 MB of the same text.
writeFileSync(
  new URL('index.d.ts', dist),
  "// @platform-admin/client: the declarations are in index.d.cts, the same for import and require.\nexport * from './index.cjs';\n",
);
console.log(`wrote ${Object.keys(entries).length} modular entries`);
