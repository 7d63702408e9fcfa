// Real-browser tests: Debian's chromium (never a downloaded browser), driven by playwright-core, against
// the playground built with Vite and served by Vite's preview server; the live panel talks to an
// emulator listening on loopback. Screenshots and the pages' accessibility trees go to test-output/react.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  createEmulator,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  type EmulatorServer,
} from '@platform-admin/emulator';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const configFile = here('../playground/vite.config.ts');
const outDir = here('../../../test-output/react/playground');
const shots = here('../../../test-output/react');

const SOURCES = [
  { id: 'browser-web', name: 'Acme documentation', sourceType: 'WEB' },
  { id: 'browser-push', name: 'Product catalog', sourceType: 'PUSH' },
  { id: 'browser-sf', name: 'Support cases', sourceType: 'SALESFORCE' },
];

let site: PreviewServer;
let siteUrl: string;
let emulator: EmulatorServer;
let browser: Browser;
let page: Page;
let consoleErrors: string[];

/** A node of chromium's accessibility tree, as the DevTools protocol gives it. */
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  await mkdir(shots, { recursive: true });

  // A production build, as `npm run build:playground` makes it (vitest sets NODE_ENV to "test").
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, mode: 'production', logLevel: 'warn', build: { outDir, sourcemap: false } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  site = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1', open: false },
  });
  siteUrl = site.resolvedUrls?.local[0] ?? '';
  expect(siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

  emulator = await createEmulator().listen(0);
  const seeded = await fetch(`${emulator.url}/_emulator/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ records: { [DEFAULT_ORGANIZATION_ID]: { sources: SOURCES } } }),
  });
  expect(seeded.ok).toBe(true);

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await emulator?.close();
  await site?.close();
});

/** The playground's address, with the emulator to use in the query string. */
const playgroundUrl = () =>
  `${siteUrl}?${new URLSearchParams({ emulator: emulator.url, token: DEFAULT_TOKEN, org: DEFAULT_ORGANIZATION_ID })}`;

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(playgroundUrl());
  await page.getByRole('heading', { level: 1 }).waitFor();
});

afterEach(async () => {
  await page?.close();
  expect(consoleErrors).toEqual([]);
});

/** The accessible name of the focused element, and its tag, as the browser computes them. */
async function focused(): Promise<{ tag: string; text: string; inBody: boolean; section: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName ?? '',
      text: element?.textContent ?? '',
      inBody: element === document.body || element === null,
      section: element?.closest('[id^="breadcrumb-"], [id^="banner-"]')?.id ?? null,
    };
  });
}

async function shoot(target: Page | Locator, name: string) {
  await target.screenshot({ path: `${shots}/${name}.png` });
}

/** Runs axe-core, every rule including color contrast, in the page. */
async function axe(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const results = await (
      window as unknown as {
        axe: { run(): Promise<{ violations: Array<{ id: string; help: string; nodes: unknown[] }> }> };
      }
    ).axe.run();
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  });
}

describe('playground in chromium: breadcrumbs', () => {
  it('shows 3 and 8 items whole, separators hidden from the accessibility tree', async () => {
    const three = page.locator('#breadcrumb-3 nav');
    expect(await three.ariaSnapshot()).toBe(
      [
        '- navigation "Breadcrumb, 3 items":',
        '  - list:',
        '    - listitem:',
        '      - link "Home":',
        '        - /url: "#/"',
        '    - listitem:',
        '      - link "Organizations":',
        '        - /url: "#/organizations"',
        '    - listitem:',
        '      - link "Acme":',
        '        - /url: "#/organizations/acme"',
      ].join('\n'),
    );
    expect(await three.getByRole('link', { name: 'Acme' }).getAttribute('aria-current')).toBe('page');
    // The separators are on screen, between the items.
    expect(await three.textContent()).toMatch(/Home\s*\/\s*Organizations\s*\/\s*Acme/);

    const eight = page.locator('#breadcrumb-8 nav');
    expect(await eight.getByRole('listitem').count()).toBe(8);
    expect(await eight.getByRole('button').count()).toBe(0);
    await shoot(page.locator('#breadcrumb-3'), 'breadcrumb-3-items');
    await shoot(page.locator('#breadcrumb-8'), 'breadcrumb-8-items');
  });

  it('collapses 9 and 30 items to the first item, a "Show path" button and the last item', async () => {
    for (const [id, last] of [
      ['breadcrumb-9', 'Security'],
      ['breadcrumb-30', 'Model X200'],
    ]) {
      const nav = page.locator(`#${id} nav`);
      const tree = await nav.ariaSnapshot();
      expect(tree).toContain('  - list:');
      expect(tree.match(/- listitem:/g)).toHaveLength(3);
      expect(tree).toMatch(
        /- listitem:\n\s+- link "Home"[\s\S]*- listitem:\n\s+- button "Show path"[\s\S]*- listitem:\n\s+- link "/,
      );
      expect(tree).toContain(`link "${last}"`);
      expect(tree).not.toMatch(/(text: |listitem: )\//); // no separator text in the tree
      expect(tree).not.toContain('…'); // the ellipsis is hidden; the button reads "Show path"
      expect(await nav.getByRole('link', { name: last }).getAttribute('aria-current')).toBe('page');
      expect(await nav.textContent()).toMatch(new RegExp(`^Home\\s*/\\s*…\\s*Show path\\s*/\\s*${last}$`));
      await shoot(page.locator(`#${id}`), `${id}-collapsed`);
    }
  });

  it('shows the expanded examples whole', async () => {
    const nav = page.locator('#breadcrumb-30-expanded nav');
    expect(await nav.getByRole('listitem').count()).toBe(30);
    expect(await nav.getByRole('button').count()).toBe(0);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Model X200');
    await shoot(page.locator('#breadcrumb-9-expanded'), 'breadcrumb-9-expanded');
    await shoot(page.locator('#breadcrumb-30-expanded'), 'breadcrumb-30-expanded');
  });

  it('expands from the keyboard alone (Tab, Enter) and puts focus on the first revealed item', async () => {
    // Tab from the top of the page to the 30-item example's button.
    let steps = 0;
    for (;;) {
      await page.keyboard.press('Tab');
      const now = await focused();
      if (now.section === 'breadcrumb-30' && now.tag === 'BUTTON') break;
      expect(++steps).toBeLessThan(80);
    }
    expect(await focused()).toMatchObject({ tag: 'BUTTON', text: '…Show path' });
    await shoot(page.locator('#breadcrumb-30'), 'breadcrumb-30-button-focused');

    await page.keyboard.press('Enter');
    const nav = page.locator('#breadcrumb-30 nav');
    await expect.poll(() => nav.getByRole('listitem').count()).toBe(30);
    expect(await focused()).toEqual({
      tag: 'A',
      text: 'Organizations',
      inBody: false,
      section: 'breadcrumb-30',
    });
    expect(await nav.getByRole('button', { name: 'Show path' }).count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'A', text: 'Acme' });
    await page.keyboard.press('Shift+Tab');
    await shoot(page.locator('#breadcrumb-30'), 'breadcrumb-30-expanded-by-keyboard');
  });

  it('expands with Space too, focus never on the page body', async () => {
    const nav = page.locator('#breadcrumb-9 nav');
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'BUTTON', section: 'breadcrumb-9' });
    await page.keyboard.press('Space');
    await expect.poll(() => nav.getByRole('listitem').count()).toBe(9);
    expect(await focused()).toEqual({
      tag: 'A',
      text: 'Organizations',
      inBody: false,
      section: 'breadcrumb-9',
    });
  });

  it('expands on click, focus on the first revealed item', async () => {
    const nav = page.locator('#breadcrumb-9 nav');
    await nav.getByRole('button', { name: 'Show path' }).click();
    await expect.poll(() => nav.getByRole('listitem').count()).toBe(9);
    expect(await focused()).toMatchObject({ tag: 'A', text: 'Organizations', inBody: false });
    await shoot(page.locator('#breadcrumb-9'), 'breadcrumb-9-expanded-by-click');
  });
});

describe('playground in chromium: image banners', () => {
  it('links the image, named by its alt text, with each target', async () => {
    const alt = 'Spring sale: 20% off every plan';
    const cases: Array<[string, string | null, string | null, string]> = [
      ['banner-none', null, null, alt],
      ['banner-self', '_self', null, alt],
      ['banner-blank', '_blank', 'noopener noreferrer', `${alt} (opens in a new tab)`],
      ['banner-parent', '_parent', null, alt],
      ['banner-top', '_top', null, alt],
    ];
    for (const [id, target, rel, name] of cases) {
      const link = page.locator(`#${id}`).getByRole('link');
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('target')).toBe(target);
      expect(await link.getAttribute('rel')).toBe(rel);
      expect(await link.getAttribute('title')).toBe('See the spring sale');
      expect(await page.locator(`#${id}`).getByRole('link', { name, exact: true }).count()).toBe(1);
      // The image loaded.
      expect(
        await link.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    }
    // (YAML quotes the names, which hold a colon.)
    expect((await page.locator('#banner-blank').ariaSnapshot()).replaceAll("'", '')).toContain(
      `- link "${alt} (opens in a new tab)":\n  - /url: https://www.example.com/spring-sale\n  - img "${alt}"\n  - text: (opens in a new tab)`,
    );
  });

  it('shows a javascript: banner as an image without a link', async () => {
    const unsafe = page.locator('#banner-unsafe');
    expect(await unsafe.getByRole('link').count()).toBe(0);
    expect(await unsafe.locator('[href]').count()).toBe(0);
    expect(await unsafe.getByRole('img', { name: 'Spring sale: 20% off every plan' }).count()).toBe(1);
    await shoot(page.locator('#banners-title').locator('..'), 'banners');
  });
});

describe('playground in chromium: live panel', () => {
  it('lists the emulator organization’s sources through @platform-admin/client, with their path', async () => {
    const panel = page.locator('#live-panel');
    await expect
      .poll(() => panel.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe(`3 sources in ${DEFAULT_ORGANIZATION_ID}.`);
    const names = await panel.getByRole('list', { name: 'Sources' }).getByRole('button').allTextContents();
    expect(names.slice().sort()).toEqual([
      'Acme documentation (WEB)',
      'Product catalog (PUSH)',
      'Support cases (SALESFORCE)',
    ]);

    const path = panel.getByRole('navigation', { name: 'Source path' });
    const first = names[0].replace(/ \(.*\)$/, '');
    expect(await path.ariaSnapshot()).toBe(
      [
        '- navigation "Source path":',
        '  - list:',
        '    - listitem:',
        `      - button "Organization ${DEFAULT_ORGANIZATION_ID}"`,
        '    - listitem:',
        '      - button "Sources"',
        `    - listitem: ${first}`,
      ].join('\n'),
    );
    expect(await path.locator('[aria-current="page"]').textContent()).toBe(first);
    await shoot(panel, 'live-panel');

    // Another source: its path.
    await panel.getByRole('button', { name: 'Support cases (SALESFORCE)' }).click();
    expect(await path.locator('[aria-current="page"]').textContent()).toBe('Support cases');
    expect(
      await panel.getByRole('button', { name: 'Support cases (SALESFORCE)' }).getAttribute('aria-current'),
    ).toBe('true');
    // Back up the path with the keyboard: "Sources" is a button.
    await path.getByRole('button', { name: 'Sources' }).focus();
    await page.keyboard.press('Enter');
    expect(await path.getByRole('listitem').count()).toBe(2);
    const sources = path.getByRole('button', { name: 'Sources' });
    expect(await sources.getAttribute('aria-current')).toBe('page');
    // Focus stays where it was: on the item, now the current page.
    expect(await sources.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await path.locator('[aria-current="page"]').textContent()).toBe('Sources');
    await shoot(panel, 'live-panel-organization');
  });

  it('says so when the emulator refuses the token', async () => {
    await page.goto(
      `${siteUrl}?${new URLSearchParams({ emulator: emulator.url, token: 'wrong-token', org: DEFAULT_ORGANIZATION_ID })}`,
    );
    const alert = page.locator('#live-panel').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Could not list the sources');
    // The browser logs the refused request itself; that is expected here.
    consoleErrors = consoleErrors.filter((text) => !text.includes('401'));
  });
});

describe('playground in chromium: accessibility', () => {
  it('has no axe-core violation, collapsed, expanded and with the live panel loaded', async () => {
    await expect
      .poll(() => page.locator('#live-panel').getByRole('status').textContent())
      .toContain('3 sources');
    expect(await axe()).toEqual([]);
    for (const id of ['breadcrumb-9', 'breadcrumb-30']) {
      await page.locator(`#${id}`).getByRole('button', { name: 'Show path' }).click();
    }
    expect(await axe()).toEqual([]);
  });

  it('saves the page’s accessibility tree and a full-page screenshot', async () => {
    await expect
      .poll(() => page.locator('#live-panel').getByRole('status').textContent())
      .toContain('3 sources');
    const tree = await page.locator('body').ariaSnapshot();
    await writeFile(`${shots}/accessibility-tree.yml`, `${tree}\n`);
    expect(tree).toContain('- navigation "Breadcrumb, 30 items":');
    expect(tree).toContain('- navigation "Source path":');
    await page.screenshot({ path: `${shots}/playground-full-page.png`, fullPage: true });
  });

  it('leaves separators and the ellipsis out of chromium’s own accessibility tree', async () => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const lines: string[] = [];
    const texts: string[] = [];
    const walk = (node: AXNode | undefined, depth: number) => {
      if (!node) return;
      if (!node.ignored) {
        lines.push(`${'  '.repeat(depth)}${node.role?.value ?? ''} "${node.name?.value ?? ''}"`);
        if (node.role?.value === 'StaticText') texts.push(String(node.name?.value ?? ''));
      }
      for (const child of node.childIds ?? []) walk(byId.get(child), node.ignored ? depth : depth + 1);
    };
    for (const name of ['Breadcrumb, 9 items', 'Breadcrumb, 30 items']) {
      const nav = nodes.find((node) => node.role?.value === 'navigation' && node.name?.value === name);
      expect(nav, name).toBeDefined();
      walk(nav, 0);
    }
    await writeFile(`${shots}/chromium-ax-tree-breadcrumbs.txt`, `${lines.join('\n')}\n`);
    expect(texts).toEqual(['Home', 'Show path', 'Security', 'Home', 'Show path', 'Model X200']);
    await cdp.detach();
  });
});
