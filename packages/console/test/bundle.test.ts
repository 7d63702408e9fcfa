// The console's initial JavaScript, measured on a production build (Vite, as `npm run build` makes it):
// the scripts index.html loads and preloads, at most 200 KB gzip. The views' chunks are loaded when
// their routes are visited; their sizes are printed.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here('../../../test-output/console/dist');
const gzip = (file: string) => gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length;

beforeAll(async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: here('../vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);

describe('the console production build', () => {
  it('loads at most 200 KB gzip of JavaScript at first, and splits the views by route', () => {
    const html = readFileSync(`${outDir}/index.html`, 'utf8');
    const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(initial.length).toBeGreaterThan(0);
    const initialBytes = initial.reduce((sum, file) => sum + gzip(file), 0);
    const chunks = readdirSync(`${outDir}/assets`).filter((file) => file.endsWith('.js'));
    const routes = Object.fromEntries(
      chunks
        .filter((file) => !initial.includes(`assets/${file}`))
        .map((file) => [
          file.replace(/-[\w-]{8}\.js$/, ''),
          `${(gzip(`assets/${file}`) / 1024).toFixed(1)} KB`,
        ]),
    );
    console.log(
      `Initial JavaScript: ${(initialBytes / 1024).toFixed(1)} KB gzip (${initial.join(', ')}); lazy chunks: ${JSON.stringify(routes)}`,
    );
    expect(initialBytes).toBeLessThanOrEqual(200 * 1024);
    // Each view is a chunk of its own, and neither the client's catalog nor the chart is in the initial bundle.
    for (const view of ['Explorer', 'Sources', 'Pipelines', 'Keys', 'Snapshots', 'Usage', 'Activity']) {
      expect(chunks.some((file) => file.startsWith(`${view}-`))).toBe(true);
    }
    const initialText = initial.map((file) => readFileSync(`${outDir}/${file}`, 'utf8')).join('\n');
    expect(initialText).not.toContain('/rest/organizations/{org}/sources/pages');
    expect(initialText).not.toContain('uPlot');
  });
});
