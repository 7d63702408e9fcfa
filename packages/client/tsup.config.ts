import { defineConfig, type Options } from 'tsup';

// The whole client is one file per format: it loads fast (one module, not dozens), and a bundler
// keeps only what an app uses of the ESM file (catalog tables are marked pure, so that file is not
// minified: minifying drops those marks). The CommonJS file, which bundlers do not pick, is minified
// (names kept). The modular entries (`./core`, one per API family) are small files that re-export from
// the whole client, written by scripts/entries.mjs. The Node HTTP layer (`./node`) is its own file,
// the only one that imports undici.
const common: Options = {
  entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts' },
  dts: true,
  splitting: false,
  target: 'es2022',
  external: ['undici'],
};

export default defineConfig([
  { ...common, format: ['esm'] },
  {
    ...common,
    format: ['cjs'],
    esbuildOptions(options) {
      options.minifyWhitespace = true;
      options.minifySyntax = true;
      options.keepNames = true;
    },
  },
]);
