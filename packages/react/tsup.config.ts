import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2020',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Bundling drops the sources' module directives: the built file states it again, first, so that React
  // Server Components apps can import the components (they hold state and effects).
  banner: { js: "'use client';" },
});
