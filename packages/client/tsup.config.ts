import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Entries: the whole client (`.`), the pipeline alone (`./core`), one per API family (`./sources`, ...)
// and the Node HTTP layer on undici (`./node`). ESM and CommonJS share code across entries through
// chunks, so that a class has one identity whichever entries are imported.
const families = readdirSync(new URL('./src/resources', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entry = {
  index: 'src/index.ts',
  'core/index': 'src/core/index.ts',
  'node/index': 'src/node/index.ts',
  ...Object.fromEntries(families.map((family) => [`${family}/index`, `src/resources/${family}/index.ts`])),
};

export default defineConfig([
  {
    entry,
    format: ['esm', 'cjs'],
    splitting: true,
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: ['undici'],
  },
]);
