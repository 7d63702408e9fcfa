// What `npm start` and `npm test` do first on a fresh machine: install from the lockfile when
// node_modules is missing or older than it, build the packages when their dist is missing or older
// than their sources, and (for the browser tests) install Debian's chromium where that is possible.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Runs a command in the repository; exits with its status when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** The newest modification time under a folder (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const installed = mtime(join(root, 'node_modules/.package-lock.json'));
  if (installed && installed >= mtime(join(root, 'package-lock.json'))) return;
  console.log(
    installed ? 'package-lock.json changed: installing (npm ci)...' : 'Installing dependencies (npm ci)...',
  );
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

/** Workspaces whose build bundles the sources of others (the CLI bundles the client's and emulator's). */
const BUNDLED = { cli: ['client', 'emulator'] };

/** Builds the given workspaces (in order) whose dist is missing or older than their sources. */
export function ensureBuilt(workspaces) {
  for (const workspace of workspaces) {
    const dir = join(root, 'packages', workspace);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const built = newest(join(dir, 'dist'));
    const sources = [workspace, ...(BUNDLED[workspace] ?? [])].map((name) =>
      newest(join(root, 'packages', name, 'src')),
    );
    if (built && built >= Math.max(...sources, mtime(join(dir, 'package.json')))) continue;
    console.log(`Building packages/${workspace}...`);
    run(npm, ['run', 'build', '--silent', '-w', `packages/${workspace}`]);
  }
}

/**
 * Makes sure Debian's chromium is there for the browser tests: installs it with apt-get when running
 * as root with apt available.
 * @returns `undefined` when chromium is there, or why it is not and how to mend it.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return undefined;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`No chromium at ${CHROMIUM}: installing Debian's (apt-get install -y chromium)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(CHROMIUM)) return undefined;
    return `apt-get could not install chromium. Mend it with \`apt-get install -y chromium\` (the package must be reachable), or set CHROMIUM_PATH.`;
  }
  const why = !hasApt ? 'apt-get is not available' : 'installing it needs root';
  return `No chromium at ${CHROMIUM}, and ${why}. Mend it with \`sudo apt-get install -y chromium\` (Debian's package), or set CHROMIUM_PATH to a chromium binary.`;
}
