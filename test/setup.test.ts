// What `npm start` and `npm test` print while they set up a fresh clone (scripts/setup.mjs): one line
// per package built, the build's output in the log file that line names, and the end of that log when
// a build fails. Run on a scratch repository of two small workspaces, so that nothing real is rebuilt.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = `${root}test-output/setup-${process.pid}`;
const setup = `${root}scripts/setup.mjs`;

/** A workspace whose build prints `lines` lines, then writes dist/index.js, or fails with `exitCode`. */
function workspace(name: string, lines: number, exitCode = 0) {
  const build = [
    `for (let i = 1; i <= ${lines}; i++) console.log('${name} build line ' + i);`,
    exitCode
      ? `console.error('${name}: the build broke'); process.exit(${exitCode});`
      : `require('fs').mkdirSync('dist', { recursive: true }); require('fs').writeFileSync('dist/index.js', '');`,
  ].join('\n');
  mkdirSync(`${scratch}/packages/${name}/src`, { recursive: true });
  writeFileSync(`${scratch}/packages/${name}/src/index.js`, 'export {};\n');
  writeFileSync(`${scratch}/packages/${name}/build.cjs`, build);
  writeFileSync(
    `${scratch}/packages/${name}/package.json`,
    JSON.stringify({ name, version: '1.0.0', private: true, scripts: { build: 'node build.cjs' } }),
  );
}

/** Runs ensureBuilt on the scratch repository in a process of its own (it exits when a build fails). */
const ensureBuilt = (names: string[]) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { ensureBuilt } from ${JSON.stringify(setup)}; ensureBuilt(${JSON.stringify(names)}, { root: ${JSON.stringify(scratch)} });`,
    ],
    { cwd: scratch, encoding: 'utf8' },
  );

describe('ensureBuilt (scripts/setup.mjs)', () => {
  beforeAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    writeFileSync(
      `${scratch}/package.json`,
      JSON.stringify({ name: 'scratch', private: true, workspaces: ['packages/quiet', 'packages/broken'] }),
    );
    workspace('quiet', 120);
    workspace('broken', 80, 3);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('sums a build up in one line naming its log, which holds the whole output', () => {
    const first = ensureBuilt(['quiet']);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /^Built packages\/quiet in \d+\.\d s \(log: test-output\/setup\/build-quiet\.log\)\n$/,
    );
    expect(first.stderr).toBe('');
    const log = readFileSync(`${scratch}/test-output/setup/build-quiet.log`, 'utf8');
    expect(log).toContain('quiet build line 1\n');
    expect(log).toContain('quiet build line 120\n');
    expect(existsSync(`${scratch}/packages/quiet/dist/index.js`)).toBe(true);
    // Built and not changed since: nothing to do, nothing printed.
    const again = ensureBuilt(['quiet']);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');
  });

  it('shows the end of the log and its path when a build fails, and exits with its status', () => {
    const result = ensureBuilt(['broken', 'quiet']);
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^Building packages\/broken failed \(exit 3\) after \d+\.\d s/);
    expect(result.stderr).toContain('broken build line 80');
    expect(result.stderr).toContain('broken: the build broke');
    expect(result.stderr).not.toContain('broken build line 1\n');
    expect(result.stderr).toContain('The whole log: test-output/setup/build-broken.log');
    expect(readFileSync(`${scratch}/test-output/setup/build-broken.log`, 'utf8')).toContain(
      'broken build line 1\n',
    );
  });
});
