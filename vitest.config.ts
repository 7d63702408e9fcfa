import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@platform-admin/client': src('client'),
      '@platform-admin/emulator': src('emulator'),
      '@platform-admin/react': src('react'),
    },
  },
  test: {
    // Component tests (.tsx) pick jsdom with a `// @vitest-environment jsdom` comment; the rest run in node.
    include: ['packages/*/test/**/*.test.ts', 'packages/*/test/**/*.test.tsx', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    projects: [{ extends: true, test: { name: 'default' } }, 'packages/react/vitest.react18.config.ts'],
  },
});
