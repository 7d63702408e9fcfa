// The built client in an app's browser bundle (bench/sizes.ts: esbuild, ESM, minified, gzip): one call
// through any family's subpath (`@platform-admin/client/core` and `/<family>`) fits in 10 KB, and takes
// that family's classes and tables, none of another family's. Guards the build too: the `@__PURE__`
// marks of the tables must survive it (esbuild keeps them when it does not minify, its minifier would
// drop them). Reads packages/client/dist: `npm run build -w packages/client` first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../../bench/sizes';
import * as client from '../dist/index.js';

/** The budget of one call's bundle, gzipped. */
const BUDGET = 10 * 1024;
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const families = Object.keys(manifest.exports)
  .map((subpath) => subpath.slice(2))
  .filter((name) => name && !['core', 'node', 'package.json', 'summaries.json'].includes(name));

type Node = { endpoints?: Record<string, { name: string }> } & Record<string, unknown>;

/** A family's classes and tables (by resource name, `sources.mappings`), its areas' included. */
function partsOf(family: Node, parts = { classes: new Set<string>(), tables: new Set<string>() }) {
  // esbuild numbers a class whose name another one has (`Users2`): compare names without the number.
  parts.classes.add(family.constructor.name.replace(/\d+$/, ''));
  const first = Object.values(family.endpoints ?? {})[0];
  if (first) parts.tables.add(first.name.slice(0, first.name.lastIndexOf('.')));
  for (const value of Object.values(family)) {
    if (value && typeof value === 'object' && isArea(value)) partsOf(value as Node, parts);
  }
  return parts;
}

/** An object made of areas of calls (like `Ua`), or one of them. */
function isArea(value: object): boolean {
  return (
    Object.values(value).some((item) => item instanceof client.Resource) || value instanceof client.Resource
  );
}

/** The first call a family makes, from its own table or, for a family made of areas (`ua`), its first area's. */
function firstCall(family: Node): string | undefined {
  const own = Object.keys(family.endpoints ?? {})[0];
  if (own) return own;
  for (const [key, value] of Object.entries(family)) {
    const call = value && typeof value === 'object' && isArea(value) ? firstCall(value as Node) : undefined;
    if (call) return `${key}.${call}`;
  }
  return undefined;
}

const platform = new client.PlatformClient({ accessToken: 't', organizationId: 'o' }) as unknown as Record<
  string,
  Node
>;
const parts = new Map(families.map((name) => [name, partsOf(platform[name])]));

/** The classes and tables a bundle holds (built with identifiers kept). */
function contents(code: string) {
  const classes = [...code.matchAll(/(?:var |,)([A-Za-z_$][\w$]*?)\d*=class\b/g)].map((m) => m[1]);
  const tables = [...code.matchAll(/\bendpoints\("([\w.]+)"/g)].map((m) => m[1]);
  return { classes: new Set(classes), tables: new Set(tables) };
}

/** The class that holds a family's first call: the family's own, or its first area's (`ua.stats`). */
function holderOf(name: string): Node {
  const family = platform[name];
  if (Object.keys(family.endpoints ?? {}).length) return family;
  return family[firstCall(family)!.split('.')[0]] as Node;
}

/**
 * One call through the pipeline's and the family's subpaths, as an app that wants a small bundle makes it:
 * with the class that holds the call (a family made only of areas, as `ua`, gives its first area's).
 */
function oneCall(name: string): string {
  const holder = holderOf(name);
  const method = firstCall(holder);
  return `import { Transport } from '@platform-admin/client/core';
import { ${holder.constructor.name} } from '@platform-admin/client/${name}';
new ${holder.constructor.name}(new Transport({ accessToken: 't', organizationId: 'o' })).${method}('a').then(console.log);`;
}

describe('a browser bundle of the built client', () => {
  it("finds every family of package.json among the client's", () => {
    expect(families.length).toBeGreaterThan(50);
    for (const name of families) {
      expect(platform[name], name).toBeTypeOf('object');
      expect(firstCall(platform[name]), name).toBeTruthy();
      expect(parts.get(name)!.tables.size, name).toBeGreaterThan(0);
    }
  });

  it("of the whole client holds every family's classes and tables", async () => {
    const whole = contents(
      (await bundle(`export * from '@platform-admin/client';`, { code: true, names: true })).code!,
    );
    for (const [name, { classes, tables }] of parts) {
      for (const table of tables) expect(whole.tables, `${name}: ${table}`).toContain(table);
      for (const found of classes) expect(whole.classes, `${name}: ${found}`).toContain(found);
    }
  });

  for (const name of families) {
    it(`of one call through ${name} holds that family, and no other`, async () => {
      const found = contents((await bundle(oneCall(name), { code: true, names: true })).code!);
      const own = parts.get(name)!;
      expect(
        [...found.tables].filter((table) => !own.tables.has(table)),
        name,
      ).toEqual([]);
      expect(found.classes, name).toContain(holderOf(name).constructor.name.replace(/\d+$/, ''));
      for (const [other, theirs] of parts) {
        if (other === name) continue;
        const foreign = [...theirs.classes].filter((cls) => !own.classes.has(cls) && found.classes.has(cls));
        expect(foreign, `${name} holds ${other}'s classes`).toEqual([]);
      }
    });

    it(`of one call through ${name} fits in ${BUDGET} B gzipped`, async () => {
      const source = oneCall(name);
      const { gzip } = await bundle(source);
      expect(gzip, source).toBeLessThanOrEqual(BUDGET);
    });
  }
});
