import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The console's production build: the packages are taken as npm users get them (their built `dist`,
// through the workspace links), and each view is its own chunk (React Router's `lazy`).
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react()],
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
  },
  server: { host: '127.0.0.1' },
});
