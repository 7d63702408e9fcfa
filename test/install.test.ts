// The client and the emulator as a user gets them: packed to tarballs, installed into a new project,
// then one call made through the installed client against the installed emulator, from ESM and CJS.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = `${root}test-output/install-${process.pid}`;
const npm = (args: string[], cwd: string) =>
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  });

const script = (load: string) => `
${load}
const emulator = createEmulator();
const server = await emulator.listen(0);
try {
  const client = new PlatformClient({ host: server.url, accessToken: DEFAULT_TOKEN, organizationId: DEFAULT_ORGANIZATION_ID });
  const organization = await client.organizations.get();
  console.log(JSON.stringify({ id: organization.id, calls: catalog.length }));
} finally {
  await server.close();
}`;

describe('the packed client and emulator, installed into a new project', () => {
  /** The files of each tarball, by package folder. */
  const packed: Record<string, string[]> = {};
  beforeAll(() => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(`${work}/app`, { recursive: true });
    // dist/ is built by `npm test` beforehand (scripts/test.mjs); packing runs no build of its own.
    const tarballs = ['client', 'emulator'].map((name) => {
      const out = npm(
        ['pack', '--ignore-scripts', '--json', '--pack-destination', work],
        `${root}packages/${name}`,
      );
      const [pack] = JSON.parse(out);
      packed[name] = pack.files.map((file: { path: string }) => file.path);
      return `${work}/${pack.filename}`;
    });
    writeFileSync(`${work}/app/package.json`, JSON.stringify({ name: 'app', private: true, type: 'module' }));
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], `${work}/app`);
  }, 240_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('carry their README, which npm shows as the package page', () => {
    for (const name of ['client', 'emulator']) {
      expect(packed[name], name).toEqual(expect.arrayContaining(['README.md', 'package.json']));
    }
  });

  it('makes a call from ESM', () => {
    writeFileSync(
      `${work}/app/esm.mjs`,
      script(`import { PlatformClient, catalog } from '@platform-admin/client';
import { createEmulator, DEFAULT_TOKEN, DEFAULT_ORGANIZATION_ID } from '@platform-admin/emulator';`),
    );
    const out = execFileSync(process.execPath, ['esm.mjs'], { cwd: `${work}/app`, encoding: 'utf8' });
    expect(JSON.parse(out)).toMatchObject({ id: 'emulator-org' });
    expect(JSON.parse(out).calls).toBeGreaterThan(166);
  });

  it('makes a call from CommonJS', () => {
    writeFileSync(
      `${work}/app/cjs.cjs`,
      `(async () => {${script(`const { PlatformClient, catalog } = require('@platform-admin/client');
const { createEmulator, DEFAULT_TOKEN, DEFAULT_ORGANIZATION_ID } = require('@platform-admin/emulator');`)}})();`,
    );
    const out = execFileSync(process.execPath, ['cjs.cjs'], { cwd: `${work}/app`, encoding: 'utf8' });
    expect(JSON.parse(out)).toMatchObject({ id: 'emulator-org' });
  });

  it('makes a call through the pipeline and one family, by their subpaths, from ESM and CommonJS', () => {
    const body = (emulator: string) => `${emulator}
const server = await emulator.listen(0);
try {
  const sources = new Sources(new Transport({ host: server.url, accessToken: DEFAULT_TOKEN, organizationId: DEFAULT_ORGANIZATION_ID }));
  const page = await sources.list({ page: 0, perPage: 5 });
  console.log(JSON.stringify({ listed: Array.isArray(page.sourceModels) }));
} finally {
  await server.close();
}`;
    writeFileSync(
      `${work}/app/family.mjs`,
      body(`import { Transport } from '@platform-admin/client/core';
import { Sources } from '@platform-admin/client/sources';
import { createEmulator, DEFAULT_TOKEN, DEFAULT_ORGANIZATION_ID } from '@platform-admin/emulator';
const emulator = createEmulator();`),
    );
    writeFileSync(
      `${work}/app/family.cjs`,
      `(async () => {${body(`const { Transport } = require('@platform-admin/client/core');
const { Sources } = require('@platform-admin/client/sources');
const { createEmulator, DEFAULT_TOKEN, DEFAULT_ORGANIZATION_ID } = require('@platform-admin/emulator');
const emulator = createEmulator();`)}})();`,
    );
    for (const file of ['family.mjs', 'family.cjs']) {
      const out = execFileSync(process.execPath, [file], { cwd: `${work}/app`, encoding: 'utf8' });
      expect(JSON.parse(out), file).toEqual({ listed: true });
    }
  });

  it('has the platform-emulator command', () => {
    const out = execFileSync(`${work}/app/node_modules/.bin/platform-emulator`, ['--help'], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/^Usage: platform-emulator/);
  });
});
