import { defineConfig, type Options } from 'tsup';
import { tablesAsText } from './scripts/tables-as-text.mjs';

// The whole client is one file per format: it loads fast (one module, not dozens), and a bundler
// keeps only what an app uses of the ESM file. Neither file is minified: a library ships readable code
// (an error prints as `PlatformError`, its stack names `Transport.run`), with source maps back to the
// TypeScript (sources included) for `node --enable-source-maps` and browser devtools; the app's bundler
// minifies. esbuild, not minifying, keeps the `@__PURE__` marks of the catalog tables, without which a
// bundler would keep every table (packages/client/test/bundle.test.ts checks that it drops them).
// Every family's subpath (`./core`, `./sources`, ...) resolves to this one module (package.json
// `exports`); scripts/postbuild.mjs then writes the declarations once. The Node HTTP layer (`./node`)
// is its own file, the only one that imports undici. The endpoint tables go into the module as compact
// texts (scripts/tables-as-text.mjs): the module parses faster, and a bundle of one family is smaller.
const common: Options = {
  entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts' },
  dts: true,
  splitting: false,
  sourcemap: true,
  target: 'es2022',
  external: ['undici'],
  esbuildPlugins: [tablesAsText()],
};

export default defineConfig([
  { ...common, format: ['esm'] },
  { ...common, format: ['cjs'] },
]);
