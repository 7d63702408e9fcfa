import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The component tests again, on React 18.3 (the `react-18` and `react-dom-18` npm aliases): the root
 * config runs this project next to the default one, which has React 19, so that every `npm test` covers
 * both. Imports of `react` and `react-dom` are aliased here; CommonJS `require` calls inside the
 * libraries are redirected by `test/react-18/setup.ts`.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^react-dom(?=\/|$)/, replacement: 'react-dom-18' },
      { find: /^react(?=\/|$)/, replacement: 'react-18' },
      {
        find: '@platform-admin/react',
        replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'react-18',
    include: ['test/**/*.test.tsx'],
    // Through Vite, so that its imports of react get the aliases above.
    server: { deps: { inline: ['react-router'] } },
    setupFiles: ['test/react-18/setup.ts'],
    env: { PLATFORM_ADMIN_REACT_MAJOR: '18' },
    testTimeout: 20_000,
  },
});
