// Without chromium, the real-browser tests are skipped by name with the reason and the mend, and the
// other tests of the same run still pass; PLATFORM_ADMIN_REQUIRE_BROWSER=1 makes them fail instead.
// Each case runs vitest again, in a child process, with CHROMIUM_PATH pointing at nothing.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const vitest = createRequire(import.meta.url).resolve('vitest/vitest.mjs');
const NOWHERE = '/nonexistent/platform-admin/chromium';

/** Runs the browser tests and the URL tests in a child vitest; gives its exit code and output. */
function runWithoutChromium(require: boolean): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: NOWHERE, NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  delete env.PLATFORM_ADMIN_REQUIRE_BROWSER;
  if (require) env.PLATFORM_ADMIN_REQUIRE_BROWSER = '1';
  const files = ['packages/react/test/browser.test.ts', 'packages/react/test/url.test.ts'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [vitest, 'run', ...files, '--project', 'default', '--reporter', 'default'],
      { cwd: root, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe('real-browser tests without chromium', () => {
  it('are skipped by name, with the reason and how to mend it; the other tests pass', async () => {
    const { code, output } = await runWithoutChromium(false);
    expect(code, output).toBe(0);
    const reason = `no chromium at ${NOWHERE}: install Debian's with \`apt-get install -y chromium\``;
    expect(output).toContain(`Skipping the real-browser tests of @platform-admin/react: ${reason}`);
    // Each skipped test is listed by its name, with the reason.
    for (const name of [
      'playground in chromium: breadcrumbs > expands from the keyboard alone (Tab, Enter)',
      'playground in chromium: live panel > says so when the emulator refuses the token',
      'playground in chromium: colour schemes and narrow screens > keeps every control within the 320 px viewport',
    ]) {
      expect(output).toMatch(
        new RegExp(`↓ ${name.replace(/[()]/g, '\\$&')}.*\\[${reason.replace(/[()]/g, '\\$&')}`),
      );
    }
    const summary = /Tests\s+(\d+) passed \| (\d+) skipped \((\d+)\)/.exec(output);
    expect(summary, output).not.toBeNull();
    const [, passed, skipped, total] = (summary as RegExpExecArray).map(Number);
    expect(skipped).toBeGreaterThanOrEqual(20); // every browser test
    expect(passed).toBeGreaterThan(0); // the URL tests ran
    expect(passed + skipped).toBe(total);
  }, 120_000);

  it('fail instead with PLATFORM_ADMIN_REQUIRE_BROWSER=1', async () => {
    const { code, output } = await runWithoutChromium(true);
    expect(code, output).not.toBe(0);
    expect(output).toContain(`PLATFORM_ADMIN_REQUIRE_BROWSER=1, but no chromium at ${NOWHERE}`);
    expect(output).toContain('apt-get install -y chromium');
    expect(output).not.toContain('Skipping the real-browser tests');
    // Every browser test fails, by name; the URL tests still pass.
    const summary = /Tests\s+(\d+) failed \| (\d+) passed \((\d+)\)/.exec(output);
    expect(summary, output).not.toBeNull();
    const [, failed, passed, total] = (summary as RegExpExecArray).map(Number);
    expect(failed).toBeGreaterThanOrEqual(20);
    expect(failed + passed).toBe(total);
    expect(output).toMatch(
      /FAIL .*browser\.test\.ts > playground in chromium: live panel > says so when the emulator refuses the token/,
    );
  }, 120_000);
});
