import { defineConfig } from 'tsup';

// The library as ESM and CommonJS, with types for each; the command (`cli`) as ESM only.
export default defineConfig([
  {
    entry: ['src/index.ts', 'src/cli.ts'],
    format: ['esm'],
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    clean: true,
    target: 'node18',
    external: ['@platform-admin/client'],
  },
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'node18',
    external: ['@platform-admin/client'],
  },
]);
