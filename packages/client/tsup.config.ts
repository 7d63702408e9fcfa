import { defineConfig } from 'tsup';

// ESM keeps its dependencies external; the CommonJS build inlines the ESM-only ones
// (query-string) so that `require()` works on Node 18 and 20.
export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    noExternal: ['query-string', 'decode-uri-component', 'filter-obj', 'split-on-first'],
  },
]);
