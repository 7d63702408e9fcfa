// The client's and the emulator's type declarations as a TypeScript user gets them: both packed to
// tarballs and installed into a new project (as test/install.test.ts does), then that project's code
// is type-checked by `tsc` with `skipLibCheck: false`, so that every installed declaration file is
// checked too, under `moduleResolution: node16` (an ES module and a CommonJS module) and `bundler`.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Child processes are awaited, not waited for synchronously: packing, installing and type-checking
// take a minute on a loaded machine, and a blocked worker cannot report to Vitest meanwhile.
const run = promisify(execFile);

const root = fileURLToPath(new URL('..', import.meta.url));
const work = `${root}test-output/consumer-types-${process.pid}`;
const app = `${work}/app`;
const npm = async (args: string[], cwd: string) =>
  (await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd, encoding: 'utf8' })).stdout;

/** Type-checks the app with one of its tsconfig files: `tsc`'s report, '' when it compiled. */
async function tsc(project: string): Promise<string> {
  try {
    await run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', project], {
      cwd: app,
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}`.trim() || String(error);
  }
}

/**
 * What a user writes, the same in every module kind: the whole client, the Node HTTP layer, one family
 * through its subpath, and the emulator; a field read, changed and written back (no `!` needed: a GET
 * without a signal is typed as its answer), and a GET given a signal, which may resolve to undefined.
 */
const program = `
const emulator = createEmulator();
const http = undiciHttp({ connections: 4 });
const platform = new PlatformClient({ accessToken: DEFAULT_TOKEN, organizationId: DEFAULT_ORGANIZATION_ID, http });
const sources = new Sources(new Transport({ accessToken: DEFAULT_TOKEN, organizationId: DEFAULT_ORGANIZATION_ID }));

export async function run(): Promise<string[]> {
  const server = await emulator.listen(0);
  try {
    const field: FieldModel = await platform.fields.get('title');
    await platform.fields.update('title', { ...field, description: 'x' });
    const updated: FieldModel = await platform.fields.get('title');
    const source = await sources.get('s');
    const id: string = source.id;
    const signal = AbortSignal.timeout(1000);
    const maybe: SourceModel | undefined = await sources.get('s', { signal });
    // @ts-expect-error: given a signal, a GET may resolve to undefined
    const never: SourceModel = await sources.get('s', { signal });
    const calls: number = catalog.length;
    try {
      await platform.sources.list({ page: 0, perPage: 5 });
    } catch (error) {
      if (error instanceof PlatformError) return [String(error.status)];
    }
    return [updated.name, id, String(calls), server.url, String(maybe ?? never)];
  } finally {
    await server.close();
  }
}
`;

const imports = `import { type FieldModel, PlatformClient, PlatformError, type SourceModel, catalog } from '@platform-admin/client';
import { undiciHttp } from '@platform-admin/client/node';
import { Sources } from '@platform-admin/client/sources';
import { Transport } from '@platform-admin/client/core';
import { createEmulator, DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN } from '@platform-admin/emulator';
`;

const compilerOptions = {
  strict: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'es2022',
  lib: ['es2022', 'dom'],
  types: ['node'],
};

describe('the packed client and emulator, type-checked in a new project with skipLibCheck: false', () => {
  beforeAll(async () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(app, { recursive: true });
    // dist/ is built by `npm test` beforehand (scripts/test.mjs); packing runs no build of its own.
    const tarballs: string[] = [];
    for (const name of ['client', 'emulator']) {
      const out = await npm(
        ['pack', '--ignore-scripts', '--json', '--pack-destination', work],
        `${root}packages/${name}`,
      );
      tarballs.push(`${work}/${JSON.parse(out)[0].filename}`);
    }
    writeFileSync(`${app}/package.json`, JSON.stringify({ name: 'app', private: true, type: 'module' }));
    // undici: the optional peer that `@platform-admin/client/node` needs; @types/node: what the
    // emulator's declarations (an HTTP server) refer to. Both from the npm cache, as the repository has them.
    await npm(
      ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, 'undici@7', '@types/node@20'],
      app,
    );
    writeFileSync(`${app}/esm.mts`, imports + program);
    writeFileSync(`${app}/commonjs.cts`, imports + program);
    writeFileSync(`${app}/bundled.ts`, imports + program);
    writeFileSync(
      `${app}/tsconfig.node16.json`,
      JSON.stringify({
        compilerOptions: { ...compilerOptions, module: 'node16', moduleResolution: 'node16' },
        files: ['esm.mts', 'commonjs.cts'],
      }),
    );
    writeFileSync(
      `${app}/tsconfig.bundler.json`,
      JSON.stringify({
        compilerOptions: { ...compilerOptions, module: 'esnext', moduleResolution: 'bundler' },
        files: ['bundled.ts'],
      }),
    );
  }, 240_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('compiles under moduleResolution node16, as an ES module (.mts) and as CommonJS (.cts)', async () => {
    expect(await tsc('tsconfig.node16.json')).toBe('');
  }, 120_000);

  it('compiles under moduleResolution bundler', async () => {
    expect(await tsc('tsconfig.bundler.json')).toBe('');
  }, 120_000);
});
