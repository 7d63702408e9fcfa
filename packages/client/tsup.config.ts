import { defineConfig, type Options } from 'tsup';
import { tablesAsJson } from './scripts/tables-as-json.mjs';

// The whole client is one file per format: it loads fast (one module, not dozens), and a bundler
// keeps only what an app uses of the ESM file. Both files are minified by terser, which keeps the
// `@__PURE__` marks of the catalog tables (esbuild's minifier drops them, and without them a bundler
// would keep every table) and the class names (errors and resources keep their names in stack traces).
// Every family's subpath (`./core`, `./sources`, ...) resolves to this one module (package.json
// `exports`); scripts/postbuild.mjs then writes the declarations once. The Node HTTP layer (`./node`)
// is its own file, the only one that imports undici. The endpoint tables go into the module as JSON
// texts (scripts/tables-as-json.mjs): the module parses faster.
const common: Options = {
  entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts' },
  dts: true,
  splitting: false,
  target: 'es2022',
  external: ['undici'],
  esbuildPlugins: [tablesAsJson()],
  minify: 'terser',
  terserOptions: {
    // No single-use function turned into a function expression at its call site: on a hot path that
    // makes a closure per call (it made the big-integer scan of a 57 KB body several times slower).
    compress: { passes: 2, reduce_funcs: false },
    mangle: true,
    keep_classnames: true,
    format: { preserve_annotations: true },
  },
};

export default defineConfig([
  { ...common, format: ['esm'] },
  { ...common, format: ['cjs'] },
]);
