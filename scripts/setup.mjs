// What `npm start` and `npm test` do first on a fresh machine: install from the lockfile when
// node_modules is missing or older than it, build the packages when their dist is missing or older
// than their sources, and (for the browser tests) install Debian's chromium where that is possible.
// Each step says what it did in one line and keeps its whole output in a log file under
// test-output/setup/ that the line names; a step that fails prints the end of its log.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Runs a command in the repository; exits with its status when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The last `count` lines of a text (a trailing newline does not count as a line). */
export function tail(text, count = 30) {
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.slice(-count).join('\n');
}

/** A path as the user reads it: relative to the current folder when inside it. */
const shown = (path) => {
  const near = relative(process.cwd(), path);
  return near && !near.startsWith('..') ? near : path;
};

/**
 * Runs a command with its output (stdout and stderr) written to `log` instead of the terminal, and
 * says in one line what it did: `<done> in 7.1 s (log: test-output/setup/client.log)`. On a terminal,
 * `<doing>...` shows meanwhile. When the command fails, prints the last 30 lines of the log and its
 * path to stderr, then exits with the command's status.
 * @param {{ doing: string, done: string, log: string, cwd?: string, env?: NodeJS.ProcessEnv }} step
 */
export function runLogged(command, args, { doing, done, log, cwd = root, env = process.env }) {
  mkdirSync(dirname(log), { recursive: true });
  const tty = process.stdout.isTTY;
  if (tty) process.stdout.write(`${doing}...`);
  const started = performance.now();
  const output = openSync(log, 'w');
  let result;
  try {
    result = spawnSync(command, args, { cwd, env, stdio: ['ignore', output, output] });
  } finally {
    closeSync(output);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (tty) process.stdout.write('\r\x1b[K');
  if (result.status === 0) {
    console.log(`${done} in ${seconds} s (log: ${shown(log)})`);
    return;
  }
  const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
  const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
  console.error(`${doing} failed (${why}) after ${seconds} s. The end of its log:\n`);
  if (text) console.error(tail(text));
  console.error(`\nThe whole log: ${shown(log)}`);
  process.exit(result.status || 1);
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

/** Where the setup steps keep their logs. */
const logs = (dir) => join(dir, 'test-output/setup');

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled({ root: dir = root } = {}) {
  const installed = mtime(join(dir, 'node_modules/.package-lock.json'));
  if (installed && installed >= mtime(join(dir, 'package-lock.json'))) return;
  if (installed) console.log('package-lock.json changed since the last install.');
  runLogged(npm, ['ci', '--no-audit', '--no-fund'], {
    doing: 'Installing dependencies (npm ci)',
    done: 'Installed dependencies (npm ci)',
    log: join(logs(dir), 'npm-ci.log'),
    cwd: dir,
  });
}

/** Workspaces whose build bundles the sources of others (the CLI bundles the client's and emulator's). */
const BUNDLED = { cli: ['client', 'emulator'] };

/**
 * Builds the given workspaces (in order) whose dist is missing or older than their sources, each
 * summed up in one line, its output in `test-output/setup/build-<workspace>.log`.
 * @param {string[]} workspaces folder names under packages/
 * @param {{ root?: string }} [options] the repository (this one by default)
 */
export function ensureBuilt(workspaces, { root: dir = root } = {}) {
  for (const workspace of workspaces) {
    const folder = join(dir, 'packages', workspace);
    if (!existsSync(join(folder, 'package.json'))) continue;
    const built = newest(join(folder, 'dist'));
    const sources = [workspace, ...(BUNDLED[workspace] ?? [])].map((name) =>
      newest(join(dir, 'packages', name, 'src')),
    );
    if (built && built >= Math.max(...sources, mtime(join(folder, 'package.json')))) continue;
    runLogged(npm, ['run', 'build', '-w', `packages/${workspace}`], {
      doing: `Building packages/${workspace}`,
      done: `Built packages/${workspace}`,
      log: join(logs(dir), `build-${workspace}.log`),
      cwd: dir,
    });
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
    console.log(`No chromium at ${CHROMIUM}: installing Debian's (apt-get install -y chromium).`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const log = join(logs(root), 'apt-get.log');
    mkdirSync(dirname(log), { recursive: true });
    const output = openSync(log, 'w');
    try {
      for (const args of [
        ['update', '-qq'],
        ['install', '-y', '-qq', 'chromium'],
      ]) {
        spawnSync('apt-get', args, { stdio: ['ignore', output, output], env });
      }
    } finally {
      closeSync(output);
    }
    if (existsSync(CHROMIUM)) {
      console.log(`Installed chromium (log: ${shown(log)})`);
      return undefined;
    }
    console.error(tail(readFileSync(log, 'utf8')));
    return `apt-get could not install chromium (its log: ${shown(log)}). Mend it with \`apt-get install -y chromium\` (the package must be reachable), or set CHROMIUM_PATH.`;
  }
  const why = !hasApt ? 'apt-get is not available' : 'installing it needs root';
  return `No chromium at ${CHROMIUM}, and ${why}. Mend it with \`sudo apt-get install -y chromium\` (Debian's package), or set CHROMIUM_PATH to a chromium binary.`;
}
