import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));
const alias = {
  '@platform-admin/client': src('client'),
  '@platform-admin/emulator': src('emulator'),
  '@platform-admin/react': src('react'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'default',
          // Component tests (.tsx) pick jsdom with a `// @vitest-environment jsdom` comment; the rest run in node.
          include: ['packages/*/test/**/*.test.ts', 'packages/*/test/**/*.test.tsx', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/readme-doctest.test.ts'],
          testTimeout: 20_000,
        },
      },
      // The READMEs' examples, once every other test has run: some of them build or pack the packages,
      // which would replace dist/ under tests running alongside.
      {
        resolve: { alias },
        test: {
          name: 'doctest',
          include: ['test/readme-doctest.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      // The pipeline's tests again on the Node HTTP layer (undici's dispatcher): every behaviour holds.
      {
        resolve: { alias },
        test: {
          name: 'undici',
          include: [
            'packages/client/test/core/pipeline.test.ts',
            'packages/client/test/core/hardening.test.ts',
            'packages/client/test/core/hooks.test.ts',
          ],
          env: { PLATFORM_ADMIN_HTTP: 'undici' },
          testTimeout: 20_000,
        },
      },
      'packages/react/vitest.react18.config.ts',
    ],
  },
});
