import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// Built apart from dist/, so that nothing else reading dist/ meanwhile sees it half-written.
const dist = `${root}packages/client/.test-dist`;
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });

describe('the published client', () => {
  beforeAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    const { build } = await import('tsup');
    const { default: configs } = await import('../packages/client/tsup.config');
    for (const config of ([] as object[]).concat(configs)) {
      const entry = [`${root}packages/client/src/index.ts`];
      await build({ ...config, entry, outDir: dist, clean: false, silent: true, config: false } as never);
    }
  }, 120_000);

  it('ships ESM, CommonJS and type declarations', () => {
    for (const file of ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts']) {
      expect(existsSync(`${dist}/${file}`), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(`${root}packages/client/package.json`, 'utf8'));
    expect(manifest.exports['.'].import.default).toBe('./dist/index.js');
    expect(manifest.exports['.'].require.default).toBe('./dist/index.cjs');
  });

  it('loads with require() and with import, exposing the same API', () => {
    const script = (load: string) =>
      `${load}.then((m) => console.log(JSON.stringify({ client: typeof m.PlatformClient, calls: m.catalog.length, error: typeof m.PlatformError })))`;
    const cjs = node(['-e', script(`Promise.resolve(require('${dist}/index.cjs'))`)]);
    const esm = node(['--input-type=module', '-e', script(`import('${dist}/index.js')`)]);
    expect(JSON.parse(cjs)).toEqual(JSON.parse(esm));
    expect(JSON.parse(cjs)).toMatchObject({ client: 'function', error: 'function' });
    expect(JSON.parse(cjs).calls).toBeGreaterThan(0);
  });

  it('changes no global: JSON.parse, fetch and Object.prototype stay as they were', () => {
    const out = node([
      '-e',
      `const before = [JSON.parse, JSON.stringify, globalThis.fetch, Object.keys(Object.prototype).length, BigInt.prototype.toJSON];
       require('${dist}/index.cjs');
       const after = [JSON.parse, JSON.stringify, globalThis.fetch, Object.keys(Object.prototype).length, BigInt.prototype.toJSON];
       console.log(before.every((v, i) => v === after[i]));`,
    ]);
    expect(out.trim()).toBe('true');
  });
});
