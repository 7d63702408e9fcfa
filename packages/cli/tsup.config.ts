import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const source = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

// One bundle built from the workspace's sources: the CLI carries the catalog it was built with, and
// dist/descriptions.json (scripts/descriptions.mjs) is made from the same sources. Dependencies are
// bundled too, so that a command starts without resolving dozens of modules; the emulator is a
// separate chunk, loaded only by `platform-admin emulator` and `--emulator`. The banner gives the
// bundled CommonJS modules (commander, cli-progress) a `require` for Node's own modules.
export default defineConfig({
  entry: ['src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  clean: true,
  noExternal: [/./],
  banner: {
    js: "import { createRequire as __cliRequire } from 'node:module';\nconst require = __cliRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.alias = {
      '@platform-admin/client': source('client'),
      '@platform-admin/emulator': source('emulator'),
    };
  },
});
