// The package as apps get it: the tsup build (as `npm run build` makes it, declarations aside) keeps
// 'use client' first, and an app's production bundle of it (esbuild, NODE_ENV=production, minified)
// holds none of the development warnings, which a development bundle does hold. Sizes go to
// test-output/react/bundle-size.json.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build as tsup } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../tsup.config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const shots = here('../../../test-output/react');

/** Texts that only the development-time warnings hold. */
const WARNING_TEXTS = [
  '[@platform-admin/react]',
  'must be an integer of at least',
  'so the path cannot collapse',
  'render as plain text',
  'imageAlt is empty',
  'is not followed',
  'console.warn',
];

let dir: string;
let library: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'platform-admin-react-build-'));
  const options = Array.isArray(config) ? config[0] : config;
  await tsup({
    ...options,
    entry: [here('../src/index.ts')],
    tsconfig: here('../tsconfig.json'),
    outDir: join(dir, 'dist'),
    dts: false,
    sourcemap: false,
    silent: true,
    config: false,
  });
  library = await readFile(join(dir, 'dist/index.js'), 'utf8');
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** An app that uses both components, bundled as a bundler would for `nodeEnv`. */
async function appBundle(nodeEnv: 'production' | 'development') {
  const entry = join(dir, `app-${nodeEnv}.js`);
  await writeFile(
    entry,
    "import { Breadcrumbs, ImageBanner } from './dist/index.js';\nexport const app = [Breadcrumbs, ImageBanner];\n",
  );
  const result = await bundle({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    minify: nodeEnv === 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

describe('the built package', () => {
  it("starts with 'use client', for React Server Components apps", () => {
    expect(library.split('\n')[0]).toBe("'use client';");
    expect(config).toMatchObject({ banner: { js: "'use client';" } }); // `npm run build` uses the same
  });

  it('imports React rather than bundling it', () => {
    expect(library).toMatch(/from "react"/);
    expect(library).not.toContain('react.development');
    expect(library).not.toContain('__SECRET_INTERNALS');
  });

  it('keeps the development warnings behind process.env.NODE_ENV checks', () => {
    for (const text of WARNING_TEXTS.slice(0, -1)) expect(library).toContain(text);
    expect(library).toContain('process.env.NODE_ENV !== "production"');
  });
});

describe("an app's bundle", () => {
  it('drops every development warning in production, and keeps them in development', async () => {
    const production = await appBundle('production');
    const development = await appBundle('development');
    for (const text of WARNING_TEXTS) {
      expect(production, text).not.toContain(text);
      expect(development, text).toContain(text);
    }
    expect(production).not.toContain('process.env');
    // What the components do still ships: the link check and the expand button's default name.
    expect(production).toContain('Show path');
    expect(production).toContain('noopener noreferrer');

    const sizes = {
      productionMinifiedBytes: Buffer.byteLength(production),
      productionGzipBytes: gzipSync(production).length,
      developmentBytes: Buffer.byteLength(development),
    };
    await mkdir(shots, { recursive: true });
    await writeFile(join(shots, 'bundle-size.json'), `${JSON.stringify(sizes, null, 2)}\n`);
    // A budget, React excluded: both components, minified and gzipped.
    expect(sizes.productionGzipBytes).toBeLessThan(4 * 1024);
  });
});
