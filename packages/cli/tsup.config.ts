import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const source = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

// One bundle built from the workspace's sources: the CLI carries the catalog it was built with, and
// dist/descriptions.json (scripts/descriptions.mjs) is made from the same sources. The emulator is a
// separate chunk, loaded only by `platform-admin emulator` and `--emulator`.
export default defineConfig({
  entry: ['src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  clean: true,
  noExternal: ['@platform-admin/client', '@platform-admin/emulator'],
  esbuildOptions(options) {
    options.alias = {
      '@platform-admin/client': source('client'),
      '@platform-admin/emulator': source('emulator'),
    };
  },
});
