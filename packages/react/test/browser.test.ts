// Real-browser tests: Debian's chromium (never a downloaded browser), driven by playwright-core, against
// the playground built with Vite and served by Vite's preview server; the live panel talks to an
// emulator listening on loopback. Screenshots and the pages' accessibility trees go to test-output/react.
//
// Without chromium, every test here is skipped, by name, with the reason and the mend (the rest of
// `npm test` runs as usual); with PLATFORM_ADMIN_REQUIRE_BROWSER=1 (`npm run test:browser`) they fail.
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

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const MISSING = existsSync(CHROMIUM)
  ? null
  : `no chromium at ${CHROMIUM}: install Debian's with \`apt-get install -y chromium\` (as root), or set CHROMIUM_PATH`;
/** Why the tests are skipped, or null when they run (chromium is there, or it is required). */
const SKIP = MISSING && process.env.PLATFORM_ADMIN_REQUIRE_BROWSER !== '1' ? MISSING : null;
if (SKIP) {
  console.warn(
    `Skipping the real-browser tests of @platform-admin/react: ${SKIP}. ` +
      'Set PLATFORM_ADMIN_REQUIRE_BROWSER=1 to make them fail instead.',
  );
}
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const configFile = here('../playground/vite.config.ts');
const outDir = here('../../../test-output/react/playground');
const shots = here('../../../test-output/react');
const screens = `${shots}/screens`;

const SOURCES = [
  { id: 'browser-web', name: 'Acme documentation', sourceType: 'WEB2' },
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
  if (MISSING) return; // each test is then skipped or fails, by name (beforeEach)
  await mkdir(screens, { recursive: true });

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

beforeEach(async (context) => {
  if (SKIP) context.skip(SKIP);
  if (MISSING) throw new Error(`PLATFORM_ADMIN_REQUIRE_BROWSER=1, but ${MISSING}.`);
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  consoleErrors = [];
  page.on('console', (message) => {
    // The playground's broken-image example fails to load on purpose.
    if (message.location().url.includes('missing-banner.svg')) return;
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(playgroundUrl());
  await page.getByRole('heading', { level: 1 }).waitFor();
});

afterEach(async () => {
  if (MISSING) return;
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

/** Presses `key` (Tab by default) until the focused element matches, at most `max` times. */
async function tabTo(
  matches: (now: Awaited<ReturnType<typeof focused>>) => boolean,
  max: number,
  key = 'Tab',
) {
  for (let steps = 0; ; steps++) {
    expect(steps, `focus never reached the element with ${key}`).toBeLessThan(max);
    await page.keyboard.press(key);
    if (matches(await focused())) return;
  }
}

/** Whether the page scrolls sideways: its content is wider than the viewport. */
const scrollsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Waits until the live panel has listed the emulator's sources. */
async function liveSourcesListed() {
  await expect
    .poll(() => page.locator('#live-status').textContent(), { timeout: 10_000 })
    .toContain('3 sources');
}

/** Runs axe-core, every rule including color contrast, in the page. */
async function axe(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  }
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
      'Acme documentation (WEB2)',
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

describe('playground in chromium: breadcrumbs in an app', () => {
  it('gives the "Show path" button a target of at least 24 by 24 px, and no title', async () => {
    for (const id of ['breadcrumb-9', 'breadcrumb-30']) {
      const button = page.locator(`#${id}`).getByRole('button', { name: 'Show path' });
      const box = await button.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      expect(await button.getAttribute('title')).toBeNull();
    }
  });

  it('styles the current crumb as current: bold, text colour, not underlined, unlike the others', async () => {
    const style = (locator: Locator) =>
      locator.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          weight: Number(computed.fontWeight),
          line: computed.textDecorationLine,
          color: computed.color,
        };
      });
    const bodyColor = await page.evaluate(() => getComputedStyle(document.body).color);
    const nav = page.locator('#breadcrumb-3 nav');
    const current = await style(nav.getByRole('link', { name: 'Acme' }));
    const other = await style(nav.getByRole('link', { name: 'Home' }));
    expect(current).toEqual({ weight: 600, line: 'none', color: bodyColor });
    expect(other.weight).toBeLessThan(600);
    expect(other.line).toBe('underline');
    expect(other.color).not.toBe(bodyColor);

    // In the live panel, the current crumb is a button: styled as current too.
    await liveSourcesListed();
    const path = page.locator('#live-panel').getByRole('navigation', { name: 'Source path' });
    await path.getByRole('button', { name: 'Sources' }).click();
    const sources = await style(path.getByRole('button', { name: 'Sources' }));
    const organization = await style(path.getByRole('button', { name: /^Organization / }));
    expect(sources).toEqual({ weight: 600, line: 'none', color: bodyColor });
    expect(organization.line).toBe('underline');
  });

  it('navigates through router links inside the page, by keyboard, and focuses through the ref', async () => {
    const example = page.locator('#breadcrumb-router');
    const nav = example.getByRole('navigation', { name: 'Breadcrumb, with a router' });
    const location = example.locator('#router-location');
    const pageUrl = page.url();
    expect(await location.textContent()).toBe('/organizations/acme/sources');
    expect(await nav.getByRole('link', { name: 'sources' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'acme' }).getAttribute('href')).toBe('/organizations/acme');

    // Keyboard alone: focus the "acme" crumb, press Enter; the router navigates, the page stays.
    await nav.getByRole('link', { name: 'organizations' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'A', text: 'acme' });
    await page.keyboard.press('Enter');
    await expect.poll(() => location.textContent()).toBe('/organizations/acme');
    expect(page.url()).toBe(pageUrl);
    expect(await nav.getByRole('link', { name: 'acme' }).getAttribute('aria-current')).toBe('page');
    expect(await focused()).toMatchObject({ tag: 'A', text: 'acme', inBody: false }); // focus stayed

    // A deep page: the path collapses; the app moves focus to the current page through the bar's ref.
    await example.getByRole('button', { name: 'Open a deep page' }).click();
    await expect.poll(() => location.textContent()).toContain('/okta');
    expect(await nav.getByRole('button', { name: 'Show path' }).count()).toBe(1);
    expect(await focused()).toMatchObject({ tag: 'A', text: 'okta', section: 'breadcrumb-router' });
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatchObject({ tag: 'BUTTON', text: '…Show path' });
    await page.keyboard.press('Enter');
    await expect.poll(() => nav.getByRole('listitem').count()).toBe(11);
    expect(await focused()).toMatchObject({ tag: 'A', text: 'organizations' });
    await shoot(example, 'breadcrumb-router');
  });
});

describe('playground in chromium: image banners in an app', () => {
  it('loads banners lazily, sized by width and height before they load', async () => {
    const image = page.locator('#banner-none img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('width')).toBe('300');
    expect(await image.getAttribute('height')).toBe('75');
  });

  it('shows a broken image as its alt text in a box of the same size, still the link’s name', async () => {
    const broken = page.locator('#banner-broken');
    const alt = 'Spring sale: 20% off every plan';
    await broken.scrollIntoViewIfNeeded();
    const link = broken.getByRole('link', { name: alt, exact: true });
    await expect.poll(() => link.locator('.pa-image-banner__fallback').count()).toBe(1);
    expect(await link.locator('img').count()).toBe(0);
    // The same size as a loaded banner of the same width and height, in the same kind of container.
    const box = await link.locator('.pa-image-banner__fallback').boundingBox();
    const loaded = await page.locator('#banner-none img').boundingBox();
    expect(loaded?.width).toBeGreaterThan(250);
    expect(Math.abs((box?.width ?? 0) - (loaded?.width ?? 0))).toBeLessThan(1);
    expect(Math.abs((box?.height ?? 0) - (loaded?.height ?? 0))).toBeLessThan(1);
    expect(await link.textContent()).toBe(alt);
    await shoot(broken, 'banner-broken');
  });
});

describe('playground in chromium: the live panel in use', () => {
  it('gives each crumb its own action, announces choices, and takes the token in a password field', async () => {
    const panel = page.locator('#live-panel');
    await liveSourcesListed();
    const token = panel.getByLabel('Access token');
    expect(await token.getAttribute('type')).toBe('password');
    expect(await token.inputValue()).toBe(DEFAULT_TOKEN);

    const path = panel.getByRole('navigation', { name: 'Source path' });
    const announcement = panel.locator('#live-announcement');
    expect(await announcement.getAttribute('aria-live')).toBe('polite');

    // Keyboard alone from the top of the page: Tab to a source, Enter chooses it.
    await tabTo((now) => now.text === 'Product catalog (PUSH)', 150);
    await page.keyboard.press('Enter');
    // Its details, and an announcement.
    await expect.poll(() => announcement.textContent()).toBe('Product catalog (PUSH) chosen.');
    expect(await panel.locator('#live-source').getByRole('heading').textContent()).toBe('Product catalog');
    expect(await path.getByRole('listitem').allTextContents()).toEqual([
      `Organization ${DEFAULT_ORGANIZATION_ID}/`,
      'Sources/',
      'Product catalog',
    ]);

    // "Sources" (back up with Shift+Tab): the list, nothing chosen.
    await tabTo((now) => now.text === 'Sources' && now.tag === 'BUTTON', 10, 'Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await panel.locator('#live-source').count()).toBe(0);
    expect(await panel.locator('#live-hint').textContent()).toBe('Choose a source to see its details.');
    expect(await panel.locator('.sources [aria-current]').count()).toBe(0);
    expect(await announcement.textContent()).toContain('Sources: 3 listed.');

    // "Organization": the organization itself, read through the client; no source list.
    const organizationCrumb = path.getByRole('button', { name: `Organization ${DEFAULT_ORGANIZATION_ID}` });
    await page.keyboard.press('Shift+Tab');
    expect(await organizationCrumb.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const details = panel.locator('#live-organization');
    await expect.poll(() => details.locator('dd').nth(1).textContent()).toBe(DEFAULT_ORGANIZATION_ID);
    expect(await path.getByRole('listitem').count()).toBe(1);
    expect(await organizationCrumb.getAttribute('aria-current')).toBe('page');
    expect(await organizationCrumb.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await panel.locator('.sources').count()).toBe(0);
    expect(await announcement.textContent()).toContain('its details');
    expect(await path.ariaSnapshot()).toBe(
      [
        '- navigation "Source path":',
        '  - list:',
        '    - listitem:',
        `      - button "Organization ${DEFAULT_ORGANIZATION_ID}"`,
      ].join('\n'),
    );
    await shoot(panel, 'live-panel-organization-details');

    // And back to the list from there.
    await tabTo((now) => now.text === 'Show its 3 sources', 10);
    await page.keyboard.press('Enter');
    expect(await path.getByRole('listitem').count()).toBe(2);
    expect(await panel.locator('.sources li').count()).toBe(3);

    // Chromium's accessibility tree knows the announcement region as a polite live region.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<AXNode & { properties?: Array<{ name: string; value: { value: unknown } }> }>;
    };
    const live = nodes.filter((node) =>
      node.properties?.some((property) => property.name === 'live' && property.value.value === 'polite'),
    );
    expect(live.length).toBeGreaterThan(0);
    await cdp.detach();
  });
});

describe('playground in chromium: colour schemes and narrow screens', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe-core violation in the ${scheme} scheme, and takes its screenshots at 1280 and 320 px`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      const background = await page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      );
      expect(background).toBe(scheme === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)');
      await liveSourcesListed();

      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 900 });
        // Reflow: nothing scrolls sideways, collapsed or expanded, with the live panel loaded.
        expect(await scrollsSideways(), `${scheme}, ${width} px`).toBe(false);
        expect(await axe(), `${scheme}, ${width} px`).toEqual([]);
        await page.screenshot({ path: `${screens}/playground-${width}-${scheme}.png`, fullPage: true });
      }
      for (const id of ['breadcrumb-9', 'breadcrumb-30']) {
        await page.locator(`#${id}`).getByRole('button', { name: 'Show path' }).click();
      }
      expect(await scrollsSideways()).toBe(false);
      expect(await axe()).toEqual([]);
      await page.screenshot({ path: `${screens}/playground-320-${scheme}-expanded.png`, fullPage: true });
    });
  }

  it('keeps every control within the 320 px viewport', async () => {
    await page.setViewportSize({ width: 320, height: 900 });
    await liveSourcesListed();
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('a, button, input, img, nav, h1, h2, h3, p')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
        })
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
    );
    expect(outside).toEqual([]);
  });
});
