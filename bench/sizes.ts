// Sizes: browser bundle bytes (esbuild, minified, gzip) and installed footprint (bytes on disk of a
// package's files plus its runtime dependencies as installed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { clientDir, clientEntry, root } from './clients';

export interface BundleSize {
  /** Minified bytes. */
  minified: number;
  /** Minified then gzipped bytes (zlib's default level, as servers send it). */
  gzip: number;
  /** The package files that went into the bundle (relative to the repository), to show what was bundled. */
  inputs: number;
}

/**
 * Bundles `source` for browsers as an application would: ESM, minified, tree-shaken, every import
 * resolved from the repository's node_modules through the packages' own `exports` (the built dist,
 * never the TypeScript sources a tsconfig maps). With `code`, the bundle's text comes back too.
 * `names` keeps identifiers as they are (same tree-shaking), to read which classes and tables came.
 */
export async function bundle(
  source: string,
  options: { code?: boolean; names?: boolean } = {},
): Promise<BundleSize & { code?: string }> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    // With `names`, identifiers keep their names (to see what was bundled; the sizes are then larger).
    ...(options.names ? { minifySyntax: true, minifyWhitespace: true } : { minify: true }),
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // No tsconfig: the repository's maps @platform-admin/client to its sources.
    tsconfigRaw: '{}',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const bytes = result.outputFiles[0].contents;
  const inputs = Object.keys(result.metafile.inputs);
  if (inputs.some((input) => input.includes('packages/client/src/'))) {
    throw new Error('the bundle took the client from its sources, not from its dist');
  }
  const size = { minified: bytes.length, gzip: gzipSync(bytes).length, inputs: inputs.length };
  return options.code ? { ...size, code: result.outputFiles[0].text } : size;
}

export interface BundleEntry {
  id: string;
  client: string;
  what: string;
  source: string;
}

/**
 * The entry points measured: one call (`sources.get`) and everything a package exports. For ours, the
 * one call is made twice when the package has family subpaths: through `PlatformClient` (every family)
 * and through the pipeline plus the one family (`@platform-admin/client/core` and `/sources`).
 */
export function bundleEntries(): BundleEntry[] {
  const entries: BundleEntry[] = [];
  if (clientEntry('./core', 'import') && clientEntry('./sources', 'import')) {
    entries.push({
      id: 'oursOneCallModular',
      client: 'ours',
      what: 'one call: core + sources entries',
      source: `import { Transport } from '@platform-admin/client/core';
import { Sources } from '@platform-admin/client/sources';
new Sources(new Transport({ accessToken: 't', organizationId: 'o' })).get('s').then(console.log);`,
    });
  }
  entries.push(
    {
      id: 'oursOneCall',
      client: 'ours',
      what: 'one call through PlatformClient',
      source: `import { PlatformClient } from '@platform-admin/client';
new PlatformClient({ accessToken: 't', organizationId: 'o' }).sources.get('s').then(console.log);`,
    },
    {
      id: 'oursWhole',
      client: 'ours',
      what: 'everything exported',
      source: `export * from '@platform-admin/client';`,
    },
    {
      id: 'officialOneCall',
      client: '@coveo/platform-client',
      what: 'one call through PlatformClient',
      source: `import { PlatformClient } from '@coveo/platform-client';
new PlatformClient({ accessToken: 't', organizationId: 'o' }).source.get('s').then(console.log);`,
    },
    {
      id: 'officialWhole',
      client: '@coveo/platform-client',
      what: 'everything exported',
      source: `export * from '@coveo/platform-client';`,
    },
  );
  return entries;
}

/** A size two ways: bytes of the files, and disk used (4 KiB blocks per file and per folder, as du counts on ext4). */
export interface Size {
  bytes: number;
  disk: number;
}
const BLOCK = 4096;
const blocks = (bytes: number) => Math.ceil(bytes / BLOCK) * BLOCK;

/** Every regular file under `dir` (nested node_modules left out, counted as dependencies), with its size. */
function listFiles(dir: string, prefix = ''): Array<{ path: string; size: number }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, `${prefix}${entry.name}/`);
    return entry.isFile() ? [{ path: `${prefix}${entry.name}`, size: statSync(path).size }] : [];
  });
}

/** The size of a set of files laid out in their folders (the package's own folder included). */
function sizeOf(files: Array<{ path: string; size: number }>): Size {
  const folders = new Set(['.']);
  for (const file of files) {
    for (let folder = dirname(file.path); folder !== '.'; folder = dirname(folder)) folders.add(folder);
  }
  return {
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    disk: files.reduce((sum, file) => sum + blocks(file.size), 0) + folders.size * BLOCK,
  };
}

const add = (a: Size, b: Size): Size => ({ bytes: a.bytes + b.bytes, disk: a.disk + b.disk });
const ZERO: Size = { bytes: 0, disk: 0 };

/** Bytes of source maps and of type declarations among `files`. */
function kinds(files: Array<{ path: string; size: number }>) {
  const sum = (test: RegExp) =>
    files.filter((file) => test.test(file.path)).reduce((n, file) => n + file.size, 0);
  return { maps: sum(/\.map$/), declarations: sum(/\.d\.[cm]?ts$/) };
}

/** Where Node would find package `name` from `fromDir`: the nearest node_modules up the tree. */
function resolvePackage(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/** What npm installs with a package: dependencies, optional dependencies, and peers not marked optional. */
function runtimeDependencies(manifest: Record<string, Record<string, unknown> | undefined>): string[] {
  const optional = new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => (meta as { optional?: boolean }).optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optional.has(name)),
  ];
}

export interface Footprint {
  /** The package's own files (as packed for ours, as installed for others). */
  own: Size;
  /** Of `own.bytes`: bytes of source maps and of type declarations. */
  maps: number;
  declarations: number;
  /** Every runtime dependency as installed, each counted once. */
  dependencies: Size;
  total: Size;
  /** The dependencies counted, as name@version. */
  packages: string[];
  /** Optional peers, which npm does not install, with their own footprint, for the reader to add. */
  optionalPeers: Record<string, Size>;
}

/** The installed dependency tree of the package at `dir`, leaving out the package itself. */
function dependencyTree(dir: string): { size: Size; packages: string[] } {
  const seen = new Set<string>();
  const packages: string[] = [];
  let size = ZERO;
  const visit = (packageDir: string) => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    for (const name of runtimeDependencies(manifest)) {
      const found = resolvePackage(name, packageDir);
      if (!found || seen.has(found)) continue;
      seen.add(found);
      packages.push(`${name}@${JSON.parse(readFileSync(join(found, 'package.json'), 'utf8')).version}`);
      size = add(size, sizeOf(listFiles(found)));
      visit(found);
    }
  };
  visit(dir);
  return { size, packages };
}

/** A package as installed with its dependencies. */
function installed(dir: string): Size {
  return add(sizeOf(listFiles(dir)), dependencyTree(dir).size);
}

function optionalPeers(dir: string): Record<string, Size> {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const peers: Record<string, Size> = {};
  for (const [name, meta] of Object.entries(manifest.peerDependenciesMeta ?? {})) {
    if (!(meta as { optional?: boolean }).optional) continue;
    const found = resolvePackage(name, dir);
    if (found) peers[name] = installed(found);
  }
  return peers;
}

/** Our client: the files `npm pack` would publish (from its manifest's `files`), plus its dependencies. */
export function ourFootprint(): Footprint {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--silent'], {
    cwd: clientDir,
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  const [packed] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as Array<{
    files: Array<{ path: string; size: number }>;
  }>;
  const own = sizeOf(packed.files);
  const deps = dependencyTree(clientDir);
  return {
    own,
    ...kinds(packed.files),
    dependencies: deps.size,
    total: add(own, deps.size),
    packages: deps.packages,
    optionalPeers: optionalPeers(clientDir),
  };
}

/** An installed package (e.g. the official client), as it sits in node_modules, plus its dependencies. */
export function installedFootprint(name: string): Footprint {
  const dir = resolvePackage(name, root);
  if (!dir) throw new Error(`${name} is not installed`);
  const files = listFiles(dir);
  const own = sizeOf(files);
  const deps = dependencyTree(dir);
  return {
    own,
    ...kinds(files),
    dependencies: deps.size,
    total: add(own, deps.size),
    packages: deps.packages,
    optionalPeers: {},
  };
}
