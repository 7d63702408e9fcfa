import { defineConfig } from 'tsup';

// The whole client is one file per format: it loads fast (one module, not dozens), and a bundler
// keeps only what an app uses of it (catalog tables are marked pure). The modular entries (`./core`,
// one per API family) are small files that re-export from it, written by scripts/entries.mjs. The
// Node HTTP layer (`./node`) is its own file, the only one that imports undici.
export default defineConfig({
  entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: false,
  target: 'es2022',
  external: ['undici'],
});
