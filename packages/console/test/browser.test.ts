// The console in Debian's chromium (never a downloaded browser), driven by playwright-core, started
// exactly as the README says: `npx platform-admin console --emulator --no-open` (with --port 0), its
// URL read from what it prints. Walks every view, runs a call of every family through the explorer,
// runs axe-core on every view, and drives each view with the keyboard alone. The screenshot of the
// README (docs/console.png) is taken here.
//
// Without chromium, every test is skipped, by name, with the reason (PLATFORM_ADMIN_BROWSER_MISSING
// from `npm test`, or no /usr/bin/chromium); with PLATFORM_ADMIN_REQUIRE_BROWSER=1 they fail instead.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { catalog, type Endpoint } from '@platform-admin/client';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const MISSING =
  process.env.PLATFORM_ADMIN_BROWSER_MISSING ||
  (existsSync(CHROMIUM)
    ? null
    : `no chromium at ${CHROMIUM}: install Debian's with \`apt-get install -y chromium\` (as root), or set CHROMIUM_PATH`);
const SKIP = MISSING && process.env.PLATFORM_ADMIN_REQUIRE_BROWSER !== '1' ? MISSING : null;
if (SKIP) console.warn(`Skipping the console's browser tests: ${SKIP}.`);

const root = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(import.meta.url);

let server: ChildProcess;
let url: string;
let browser: Browser;
let page: Page;
let pageErrors: string[];
/** Calls the tests sent with the explorer's Send button. */
let sent = 0;

beforeAll(async () => {
  if (MISSING) return;
  // In a process group of its own: npx does not pass SIGTERM on, so the group is stopped at the end.
  server = spawn('npx', ['platform-admin', 'console', '--emulator', '--no-open', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`No URL printed in 30 s: ${out} ${err}`)), 30_000);
    server.stderr!.on('data', (chunk) => {
      err += chunk;
    });
    server.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    server.once('exit', (code) => reject(new Error(`The console exited (${code}): ${out} ${err}`)));
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
  if (!SKIP && !MISSING) console.log(`The console's browser tests sent ${sent} calls through the explorer.`);
});

beforeEach((context) => {
  if (SKIP) context.skip();
  if (MISSING) throw new Error(`The console's browser tests need chromium: ${MISSING}`);
});

/** Runs axe-core (every rule, colour contrast included) on the page; returns its violations. */
async function axe(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  }
  const violations = await page.evaluate(async () => {
    const results = await (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe.run();
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  return violations;
}

/** The accessible name of the focused element, roughly: aria-label, else its text. */
const focusedName = () =>
  page.evaluate(() => {
    const element = document.activeElement as
      | (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> })
      | null;
    const label = element?.labels?.[0]?.textContent;
    return (element?.getAttribute('aria-label') || label || element?.textContent || '').trim();
  });

/** Presses Tab until the focused element's name is `name` (keyboard alone); fails after `max` presses. */
async function tabTo(name: string | RegExp, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await focusedName();
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached '${name}' in ${max} presses.`);
}

/** Goes to a view through the header's links, with the keyboard: from the page's top, Tab, Enter. */
async function openViewByKeyboard(label: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await tabTo(label);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Console');
}

const response = () => page.getByRole('region', { name: 'Response' });

/** Sends the open call with the Send button; resolves to the status the Response region shows. */
async function send(): Promise<number> {
  await page.getByRole('button', { name: 'Send' }).click();
  sent++;
  const status = response().getByTestId('status');
  await status.waitFor();
  return Number(await status.textContent());
}

describe('the console in chromium, against the emulator, started as the README says', () => {
  it('finds sources.list with "Search calls", opens it, sends it and shows 200 in the Response region', async () => {
    await page.goto(`${url}explorer`);
    await page.getByRole('searchbox', { name: 'Search calls' }).fill('sources.list');
    await page.getByRole('link', { name: /GET sources\.list$/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('sources.list');
    await expect(page.getByText('/rest/organizations/{org}/sources/pages')).toBeTruthy();
    expect(await send()).toBe(200);
    const region = await response().textContent();
    expect(region).toContain('200');
    expect(region).toContain('Acme documentation');
    // The request id the emulator gave, and the time taken.
    expect(region).toMatch(/Request id\s*[\w-]{8,}/);
    expect(region).toMatch(/\d+ ms/);
    // The snippets: the token never, the shell's variable instead.
    const curl = await page.locator('.snippet pre').nth(2).textContent();
    expect(curl).toContain('$PLATFORM_ADMIN_TOKEN');
    expect(await page.content()).not.toContain('emulator-admin-token');
    // The README's screenshot: written to test-output on every run, and to docs/console.png (committed)
    // with PLATFORM_ADMIN_UPDATE_SCREENSHOT=1, so that a test run leaves the working tree as it was.
    await mkdir(`${root}test-output/console`, { recursive: true });
    const shot = await page.screenshot({ path: `${root}test-output/console/console.png` });
    if (process.env.PLATFORM_ADMIN_UPDATE_SCREENSHOT === '1')
      await writeFile(`${root}docs/console.png`, shot);
  });

  it('finds calls by path and by family, and keeps a wrong value from being sent', async () => {
    await page.goto(`${url}explorer`);
    const search = page.getByRole('searchbox', { name: 'Search calls' });
    await search.fill('/snapshots/{snapshotId}/dryrun');
    await expect.poll(() => page.getByRole('link', { name: /snapshots\.dryRun$/ }).count()).toBe(1);
    await search.fill('mlAssociations');
    await expect
      .poll(() => page.getByRole('link', { name: /pipelines\.mlAssociations\.list$/ }).count())
      .toBe(1);
    await page.goto(`${url}explorer/sources.list`);
    const perPage = page.getByLabel('perPage');
    await perPage.fill('ten');
    // Without a published schema, a query value goes as typed; with one, "ten" is refused as you type.
    const typed = await page.getByRole('button', { name: 'Send' }).isDisabled();
    const schemaPublished = existsSync(`${root}packages/emulator/src/generated/openapi.json`);
    expect(typed).toBe(schemaPublished);
    await perPage.fill('2');
    expect(await send()).toBe(200);
    // A call that fails shows its status, message and request id where it was made.
    await page.goto(`${url}explorer/sources.get`);
    await page.getByLabel('sourceId').fill('no-such-source');
    expect(await send()).toBe(404);
    expect(await response().getByRole('alert').textContent()).not.toBe('');
  });

  it('makes a body with the fields generated from its schema, and keeps them in sync with the JSON', async () => {
    await page.goto(`${url}explorer/sources.create`);
    const form = page.getByRole('form', { name: 'Parameters of sources.create' });
    await form.getByLabel('name', { exact: true }).fill('Help center');
    // Enums are selects: the values the schema lists, and nothing else.
    const sourceType = form.getByLabel('sourceType', { exact: true });
    expect(await sourceType.evaluate((element) => element.tagName)).toBe('SELECT');
    await sourceType.selectOption('WEB2');
    await form.getByLabel('sourceVisibility', { exact: true }).selectOption('SHARED');
    // A list of strings is typed one a line; a list of objects is JSON.
    const projectIds = form.getByLabel('projectIds', { exact: true });
    expect(await projectIds.getAttribute('aria-describedby')).toMatch(/-hint$/);
    expect(
      await page.locator(`[id="${await projectIds.getAttribute('aria-describedby')}"]`).textContent(),
    ).toContain('one item a line');
    // The same body as JSON, and back.
    await form.getByRole('button', { name: 'JSON' }).click();
    const json = JSON.parse(await form.getByLabel('Body (JSON)').inputValue());
    expect(json).toEqual({ name: 'Help center', sourceType: 'WEB2', sourceVisibility: 'SHARED' });
    await form.getByLabel('Body (JSON)').fill(JSON.stringify({ ...json, name: 'Help centre' }));
    await form.getByRole('button', { name: 'JSON' }).click();
    expect(await form.getByLabel('name', { exact: true }).inputValue()).toBe('Help centre');
    expect(await form.getByLabel('sourceType', { exact: true }).inputValue()).toBe('WEB2');
    const status = await send();
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    const region = await response().textContent();
    expect(region).toContain('Help centre');
    expect(region).toContain('WEB2');
  });

  it('checks a number as it is typed: a wrong one disables Send and says why next to the field', async () => {
    await page.goto(`${url}explorer/pipelines.create`);
    const form = page.getByRole('form', { name: 'Parameters of pipelines.create' });
    await form.getByRole('textbox', { name: 'name', exact: true }).fill('Checked');
    const ratio = form.getByLabel('splitTestRatio', { exact: true });
    const sendButton = page.getByRole('button', { name: 'Send' });
    for (const [typed, reason] of [
      ['1.5', 'Must be at most 1; got 1.5.'],
      ['half', "Type a number, e.g. 1.5; got 'half'."],
    ]) {
      await ratio.fill(typed);
      expect(await sendButton.isDisabled()).toBe(true);
      expect(await ratio.getAttribute('aria-invalid')).toBe('true');
      // The reason is the field's accessible description.
      const describedBy = (await ratio.getAttribute('aria-describedby'))!.split(' ');
      const description = await Promise.all(
        describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(description.join(' ')).toContain(reason);
    }
    await ratio.fill('0.5');
    expect(await ratio.getAttribute('aria-invalid')).toBeNull();
    expect(await sendButton.isDisabled()).toBe(false);
    const status = await send();
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
  });

  it('runs at least one call of every family through the explorer', async () => {
    const families = new Map<string, Endpoint[]>();
    for (const entry of catalog) {
      const family = entry.name.split('.')[0];
      families.set(family, [...(families.get(family) ?? []), entry]);
    }
    // A family's first GET that needs no path parameter of its own, else its first call.
    const statuses: Record<string, number> = {};
    const withSimpleGet = new Set<string>();
    for (const [family, entries] of families) {
      const simple = entries.filter(
        (entry) =>
          entry.method === 'GET' &&
          entry.pathParams.every((param) => param === 'org') &&
          !entry.explicitOrganization,
      );
      if (simple.length) withSimpleGet.add(family);
      const candidates = simple.length ? simple.slice(0, 6) : entries.slice(0, 1);
      for (const entry of candidates) {
        await page.goto(`${url}explorer/${entry.name}`);
        await page.getByRole('button', { name: 'Send' }).waitFor();
        for (const input of await page.locator('form input[aria-required="true"]').all()) {
          // A period's bounds (the Logs API requires them) take a date; the rest, any text.
          const label = `${await input.getAttribute('name')} ${await input.getAttribute('id')}`;
          const value = /\b(from|to)\b/.test(label) ? '2024-01-01T00:00:00Z' : 'x';
          if (!(await input.inputValue())) await input.fill(value);
        }
        for (const select of await page.locator('form select[aria-required="true"]').all()) {
          if (!(await select.inputValue())) await select.selectOption({ index: 1 });
        }
        // A required value the form cannot make up (a typed number, a body): the call is left out.
        if (await page.getByRole('button', { name: 'Send' }).isDisabled()) continue;
        statuses[entry.name] = await send();
        if (statuses[entry.name] < 300) break;
      }
    }
    const byFamily = [...families.keys()].map((family) =>
      Object.entries(statuses).filter(([name]) => name.split('.')[0] === family),
    );
    // Every family answered through the page, and none with a server error.
    expect(byFamily.every((calls) => calls.length > 0)).toBe(true);
    const failed = Object.entries(statuses).filter(([, status]) => !(status >= 200 && status < 500));
    expect(failed).toEqual([]);
    const succeeded = byFamily.filter((calls) => calls.some(([, status]) => status < 300)).length;
    console.log(
      `Explorer: ${Object.keys(statuses).length} calls over ${families.size} families; ${succeeded} families with a 2xx.`,
    );
    // A family with a GET of no path parameter of its own answers 2xx to one of them; the others ran with
    // made-up ids, and the emulator said it has no such thing (4xx, checked above).
    const without2xx = [...withSimpleGet].filter(
      (family) =>
        !Object.entries(statuses).some(([name, status]) => name.split('.')[0] === family && status < 300),
    );
    expect(without2xx).toEqual([]);
    expect(pageErrors.filter((error) => !/status of (4\d\d)/.test(error))).toEqual([]);
  }, 240_000);

  it('walks every view with no axe-core violation', async () => {
    const results: Record<string, string[]> = {};
    for (const path of [
      '',
      'explorer',
      'explorer/sources.list',
      'explorer/sources.create',
      'explorer/pipelines.create',
      'sources',
      'pipelines',
      'keys',
      'snapshots',
      'usage',
      'activity',
    ]) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => !document.body.textContent?.includes('Loading'));
      results[path || 'home'] = await axe();
    }
    await page.goto(`${url}pipelines`);
    await page.getByRole('link', { name: 'Main search' }).click();
    await page.getByRole('table', { name: /Statements/ }).waitFor();
    results['pipelines/:id'] = await axe();
    expect(results).toEqual(Object.fromEntries(Object.keys(results).map((key) => [key, []])));
  }, 120_000);
});

describe('each view with the keyboard alone', () => {
  it('explorer: search, open, send', async () => {
    await openViewByKeyboard('Explorer');
    await tabTo('Search calls');
    await page.keyboard.type('groups.list');
    await tabTo(/groups\.list$/);
    await page.keyboard.press('Enter');
    await tabTo('Send');
    await page.keyboard.press('Enter');
    sent++;
    await expect.poll(() => response().getByTestId('status').textContent()).toBe('200');
  });

  it('sources: a refresh shows its progress; a delete asks first', async () => {
    await openViewByKeyboard('Sources');
    await tabTo('Refresh Acme documentation');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'documents processed' }).first().waitFor();
    await tabTo('Delete Support cases');
    await page.keyboard.press('Enter');
    // The question is asked; its answer has the focus; Cancel keeps the source.
    expect(await page.getByRole('group', { name: 'Delete the source Support cases?' }).count()).toBe(1);
    expect(await focusedName()).toBe('Yes, delete');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('rowheader', { name: 'Support cases' }).count()).toBe(1);
    await tabTo('Delete Support cases');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('rowheader', { name: 'Support cases' }).count()).toBe(0);
  });

  it('query pipelines: open one, see its statements and ML associations', async () => {
    await openViewByKeyboard('Query pipelines');
    await tabTo('Main search');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: /Statements/ }).waitFor();
    expect(await page.getByRole('table', { name: /Statements/ }).textContent()).toContain('boost');
    expect(await page.getByRole('heading', { name: 'Machine-learning associations' }).count()).toBe(1);
  });

  it('API keys and groups: disable a key', async () => {
    await openViewByKeyboard('API keys and groups');
    await tabTo('Disable Search page');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('row', { name: /Search page/ }).textContent())
      .toContain('DISABLED');
    expect(await page.getByRole('rowheader', { name: 'Content editors' }).count()).toBe(1);
  });

  it('snapshots: take one, dry-run it, see the diff before the apply', async () => {
    await openViewByKeyboard('Snapshots');
    await tabTo('Take a snapshot of the organization');
    await page.keyboard.press('Enter');
    await tabTo('Review and apply');
    await page.keyboard.press('Enter');
    await tabTo(/^Dry run /);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Diff' }).waitFor();
    // The diff of this dry run's report, not an error.
    expect(await page.getByRole('list', { name: /^Diff of / }).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'Reading the diff failed' }).count()).toBe(0);
    await tabTo(/^Apply /);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('group', { name: /^Apply .* to the organization\?$/ }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Applied.' }).waitFor();
  });

  it('usage analytics: change the interval, see the chart', async () => {
    await openViewByKeyboard('Usage analytics');
    await page.getByRole('img', { name: /Searches and clicks per day/ }).waitFor();
    await tabTo('Interval');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('img', { name: /Searches and clicks per week/ }).waitFor();
    expect(await page.locator('.chart canvas').count()).toBeGreaterThan(0);
  });

  it('activity log: the activities of the organization, paged', async () => {
    await openViewByKeyboard('Activity log');
    await page.waitForFunction(() => !document.body.textContent?.includes('Loading'));
    expect(await page.getByRole('navigation', { name: 'Activities pages' }).count()).toBe(1);
  });
});
