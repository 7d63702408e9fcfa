// `npx platform-admin` and `npx platform-emulator` after the README's first command on a fresh clone.
// npm links a workspace's bin into node_modules/.bin at install time, and only if its file exists
// then; on a fresh clone only committed files exist (dist/ comes later, with the build). So: every
// bin is a committed file; npm, installing the workspaces as a clone has them (committed files
// only), links every bin, and an unbuilt one says how to build; the packed CLI carries its bin;
// and, built, the commands answer through npx from the repository root.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = join(root, `test-output/npx-${process.pid}`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

interface Manifest {
  name: string;
  bin?: string | Record<string, string>;
  [key: string]: unknown;
}
const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const workspaces: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;

/** A manifest's bins by command name (a string `bin` is named after the package, scope left out). */
function binsOf(manifest: Manifest): Record<string, string> {
  if (typeof manifest.bin === 'string') return { [manifest.name.replace(/^@[^/]+\//, '')]: manifest.bin };
  return manifest.bin ?? {};
}

const tracked = new Set(
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean),
);

/** Environment of a command as a user's shell has it: no connection settings, no profile. */
const userEnv = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: join(work, 'config') };
  for (const name of Object.keys(env)) if (name.startsWith('PLATFORM_ADMIN_')) delete env[name];
  return env;
};

/** Runs `npx --no-install <args>` (never the registry) from the repository root. */
const runNpx = (args: string[]) =>
  execFileSync(npx, ['--no-install', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: userEnv(),
    timeout: 60_000,
  });

const started: ChildProcess[] = [];

/** Starts a server through npx in a process group of its own; resolves once it prints its URL. */
function serve(
  args: string[],
): Promise<{ url: string; output: () => string; stop: () => Promise<number | null> }> {
  const child = spawn(npx, ['--no-install', ...args], { cwd: root, env: userEnv(), detached: true });
  started.push(child);
  let output = '';
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        output: () => output,
        stop: () => {
          process.kill(-child.pid!, 'SIGTERM');
          return closed;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void closed.then((code) => reject(new Error(`exited ${code} before printing a URL:\n${output}`)));
  });
}

/** The emulator at `url` answers a call with its default token. */
async function answers(url: string) {
  const response = await fetch(`${url}/rest/organizations/emulator-org/sources/pages`, {
    headers: { authorization: 'Bearer emulator-admin-token' },
  });
  return response.status;
}

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
});

afterAll(() => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  rmSync(work, { recursive: true, force: true });
});

describe('bins on a fresh clone', () => {
  it('every workspace bin is a committed file, so that npm can link it before the first build', () => {
    const bins: string[] = [];
    for (const workspace of workspaces) {
      for (const [name, file] of Object.entries(binsOf(readManifest(join(root, workspace))))) {
        const path = normalize(join(workspace, file));
        bins.push(name);
        expect(tracked.has(path), `${name} -> ${path} is not committed (a build output?)`).toBe(true);
      }
    }
    expect(bins).toEqual(expect.arrayContaining(['platform-admin', 'platform-emulator']));
  });

  it('npm links every bin when it installs the workspaces as a clone has them, and an unbuilt one says how to build', () => {
    // The workspaces as committed (no dist/), without their dependencies: what npm links does not
    // depend on them, and the install takes a second, offline.
    const clone = join(work, 'clone');
    for (const file of tracked) {
      if (!workspaces.some((workspace) => file.startsWith(`${workspace}/`))) continue;
      mkdirSync(dirname(join(clone, file)), { recursive: true });
      copyFileSync(join(root, file), join(clone, file));
    }
    const expected: Record<string, string> = {};
    for (const workspace of workspaces) {
      const manifest = readManifest(join(clone, workspace));
      for (const field of [
        'dependencies',
        'devDependencies',
        'peerDependencies',
        'optionalDependencies',
        'scripts',
      ])
        delete manifest[field];
      writeFileSync(join(clone, workspace, 'package.json'), JSON.stringify(manifest, null, 2));
      for (const name of Object.keys(binsOf(manifest))) expected[name] = workspace;
    }
    writeFileSync(join(clone, 'package.json'), JSON.stringify({ name: 'clone', private: true, workspaces }));
    execFileSync(npm, ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: clone,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    for (const [name, workspace] of Object.entries(expected)) {
      const link = join(clone, 'node_modules/.bin', name);
      expect(existsSync(link), `node_modules/.bin/${name} (from ${workspace})`).toBe(true);
      let said = '';
      try {
        execFileSync(link, ['--help'], { cwd: clone, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        said = String((error as { stderr?: string }).stderr);
        expect((error as { status?: number }).status, name).toBe(1);
      }
      expect(said, name).toContain('Run `npm run build`');
    }
  }, 60_000);

  it('the packed CLI carries its bin and what it loads', () => {
    const out = execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: join(root, 'packages/cli'),
      encoding: 'utf8',
      stdio: 'pipe',
    });
    const files = (JSON.parse(out)[0].files as Array<{ path: string }>).map((file) => file.path);
    for (const file of Object.values(binsOf(readManifest(join(root, 'packages/cli')))))
      expect(files).toContain(normalize(file));
    expect(files).toEqual(expect.arrayContaining(['dist/cli.js', 'dist/descriptions.json', 'README.md']));
  });
});

describe('npx from the repository root, once built', () => {
  beforeAll(() => {
    for (const file of ['packages/cli/dist/cli.js', 'packages/emulator/dist/cli.js']) {
      if (!existsSync(join(root, file)))
        throw new Error(`${file} is missing: run \`npm run build\` first (npm test does).`);
    }
  });

  it('npx platform-admin --version', () => {
    expect(runNpx(['platform-admin', '--version']).trim()).toBe(
      readManifest(join(root, 'packages/cli')).version,
    );
  });

  it('npx platform-admin --emulator sources list', () => {
    expect(JSON.parse(runNpx(['platform-admin', '--emulator', 'sources', 'list']))).toMatchObject({
      totalEntries: 0,
    });
  });

  it('npx platform-emulator --port 0 serves the emulator until stopped', async () => {
    const server = await serve(['platform-emulator', '--port', '0']);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await answers(server.url)).toBe(200);
    await server.stop();
    expect(server.output()).toContain('stopping');
  });

  it('platform-emulator and platform-admin emulator take the same --host', async () => {
    // Linux answers on every address of 127.0.0.0/8: one other than the default shows --host was used.
    for (const command of [['platform-emulator'], ['platform-admin', 'emulator']]) {
      const server = await serve([...command, '--port', '0', '--host', '127.0.0.2']);
      expect(server.url, command.join(' ')).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
      expect(await answers(server.url)).toBe(200);
      await server.stop();
    }
  });
});
