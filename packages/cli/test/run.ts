import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const cliDir = fileURLToPath(new URL('..', import.meta.url));
/** The file npm links as `platform-admin`: the package's `bin`, which loads dist/cli.js. */
export const bin = join(
  cliDir,
  JSON.parse(readFileSync(join(cliDir, 'package.json'), 'utf8')).bin['platform-admin'] as string,
);
const packages = join(cliDir, '..');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Builds the CLI (`npm run build` of the package: one esbuild bundle and the descriptions, a few
 * seconds) when dist is missing or older than the sources it is made of.
 */
export function ensureBuilt(): void {
  const outputs = [join(cliDir, 'dist/cli.js'), join(cliDir, 'dist/descriptions.json')];
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
  const sources = Math.max(
    ...['cli/src', 'cli/scripts', 'client/src', 'emulator/src'].map((dir) => newest(join(packages, dir))),
  );
  if (built > sources) return;
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: cliDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the CLI failed:\n${result.stdout}\n${result.stderr}`);
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Every output the tests saw, for the check that the token never appears. */
export const seen: string[] = [];

/** Runs the built binary with exactly the environment given (plus PATH and HOME). */
export function run(
  args: string[],
  env: Record<string, string | undefined>,
  options: { input?: string; onStdout?: (chunk: string) => void; onSpawn?: (pid: number) => void } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    options.onSpawn?.(child.pid!);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      options.onStdout?.(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.stdin.end(options.input ?? '');
    child.once('error', reject);
    child.once('close', (code, signal) => {
      seen.push(stdout, stderr);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Runs a command line under a pseudo-terminal (util-linux `script`): stdout and stderr are a TTY. */
export function runInTerminal(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const line = [process.execPath, bin, ...args].map(quote).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', line, '/dev/null'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', COLUMNS: '120', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stdin.end();
    child.once('error', reject);
    child.once('close', (code, signal) => {
      seen.push(stdout);
      resolve({ code, signal, stdout, stderr: '' });
    });
  });
}

export const hasScript = () => spawnSync('script', ['--version']).status === 0;
