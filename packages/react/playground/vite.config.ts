import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Sources the dev server's emulator starts with, so that the live panel has something to list. */
const DEMO_SOURCES = [
  { id: 'acme-docs', name: 'Acme documentation', sourceType: 'WEB2' },
  { id: 'acme-support', name: 'Support cases', sourceType: 'SALESFORCE' },
  { id: 'acme-catalog', name: 'Product catalog', sourceType: 'PUSH' },
];

/**
 * `npm run playground` only: starts an emulator next to the dev server (loaded through Vite, so that
 * the packages' sources are used as they are) and tells the page where it is at
 * `/__playground/emulator.json`. The built playground gets its emulator from the query string.
 */
function emulatorForDevServer(): Plugin {
  return {
    name: 'platform-admin-playground-emulator',
    apply: 'serve',
    configureServer(server) {
      const started = (async () => {
        const emulator = await server.ssrLoadModule(here('../../emulator/src/index.ts'));
        const running = await emulator.createEmulator().listen(0);
        const organizationId: string = emulator.DEFAULT_ORGANIZATION_ID;
        await fetch(`${running.url}/_emulator/seed`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ records: { [organizationId]: { sources: DEMO_SOURCES } } }),
        });
        server.httpServer?.once('close', () => void running.close());
        server.config.logger.info(`  ➜  Emulator: ${running.url} (for the live panel)`);
        return { url: running.url, accessToken: emulator.DEFAULT_TOKEN, organizationId };
      })();
      started.catch((error: unknown) =>
        server.config.logger.error(`Emulator did not start: ${String(error)}`),
      );
      server.middlewares.use('/__playground/emulator.json', (_request, response) => {
        started.then(
          (settings) => {
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify(settings));
          },
          () => {
            response.statusCode = 503;
            response.end('{}');
          },
        );
      });
    },
  };
}

export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [react(), emulatorForDevServer()],
  resolve: {
    alias: {
      '@platform-admin/client': here('../../client/src/index.ts'),
      '@platform-admin/react': here('../src/index.ts'),
    },
  },
  build: { outDir: here('dist'), emptyOutDir: true, sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
