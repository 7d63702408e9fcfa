// The contenders: the same two GETs (one source, one page of sources) made by raw `fetch`, by
// `undici.request`, by our client (built dist) on each of its transports, and by the platform's
// official client. Every contender parses the JSON body, as a caller needs it parsed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ORGANIZATION, PAGE_ITEMS, PAGE_PATH, SMALL_PATH, SOURCE_ID } from './server';

export const root = join(import.meta.dirname, '..');
export const clientDir = join(root, 'packages/client');

/** The two calls of a contender, bound to a server. */
export interface Calls {
  /** GET one source (~1 KB), parsed. */
  small(): Promise<unknown>;
  /** GET page `page` of sources (~57 KB), parsed. */
  page(page?: number): Promise<unknown>;
}

export interface Contender {
  id: 'fetch' | 'undici' | 'client' | 'client-node' | 'official';
  label: string;
  /** Why it cannot run here, when it cannot. */
  missing?: string;
  /** How it was set up (the entry and option used), for the report. */
  note?: string;
  connect(url: string): Promise<Calls>;
}

const TOKEN = 'bench-token';
const HEADERS = { authorization: `Bearer ${TOKEN}`, accept: 'application/json' };
const pageQuery = (page: number) => `?page=${page}&perPage=${PAGE_ITEMS}`;

/** The target a package's `exports` gives `subpath`, exact keys first, then `./*` patterns (longest prefix). */
function exportTarget(exports: Record<string, unknown> | undefined, subpath: string): unknown {
  if (!exports) return undefined;
  if (subpath in exports) return exports[subpath];
  const patterns = Object.keys(exports)
    .filter((key) => {
      const star = key.indexOf('*');
      return star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1));
    })
    .sort((a, b) => b.indexOf('*') - a.indexOf('*'));
  if (!patterns.length) return undefined;
  const key = patterns[0];
  const star = key.indexOf('*');
  const match = subpath.slice(star, subpath.length - (key.length - star - 1));
  const substitute = (target: unknown): unknown =>
    typeof target === 'string'
      ? target.replaceAll('*', match)
      : target && typeof target === 'object'
        ? Object.fromEntries(Object.entries(target).map(([name, value]) => [name, substitute(value)]))
        : target;
  return substitute(exports[key]);
}

/**
 * The file a subpath of `@platform-admin/client` resolves to for `condition` ('import' or 'require'),
 * read from the package's own `exports`, so that the built dist is loaded whatever a tsconfig maps.
 * `undefined` when the package does not export it or it is not built.
 */
export function clientEntry(subpath: string, condition: 'import' | 'require'): string | undefined {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'package.json'), 'utf8'));
  const pick = (target: unknown): string | undefined => {
    if (typeof target === 'string') return target;
    if (!target || typeof target !== 'object') return undefined;
    const conditions = target as Record<string, unknown>;
    for (const key of ['node', condition, 'default']) {
      if (key in conditions) {
        const found = pick(conditions[key]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const file = pick(exportTarget(manifest.exports, subpath));
  return file && existsSync(join(clientDir, file)) ? join(clientDir, file) : undefined;
}

/** Whether the client's package declares a `./node` entry at all (built or not). */
export function declaresNodeEntry(): boolean {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'package.json'), 'utf8'));
  return Boolean(manifest.exports?.['./node']) || existsSync(join(clientDir, 'src/node'));
}

type ClientModule = { PlatformClient: new (options: Record<string, unknown>) => OurClient };
interface OurClient {
  sources: {
    get(id: string): Promise<unknown>;
    list(query: { page: number; perPage: number }): Promise<unknown>;
  };
}

function ourCalls(client: OurClient): Calls {
  return {
    small: () => client.sources.get(SOURCE_ID),
    page: (page = 0) => client.sources.list({ page, perPage: PAGE_ITEMS }),
  };
}

export async function loadClient(): Promise<ClientModule> {
  const file = clientEntry('.', 'import');
  if (!file) throw new Error('packages/client/dist is missing: run `npm run build -w packages/client`.');
  return import(pathToFileURL(file).href);
}

/**
 * Our client on the Node transport, wired by what `@platform-admin/client/node` exports: an
 * `undiciHttp()` for the `http` option, a `createNodeTransport()` for the `transport` option, an
 * `undiciFetch()` for the `fetch` option, or its own `PlatformClient`.
 */
async function nodeClient(url: string): Promise<{ client: OurClient; note: string }> {
  const file = clientEntry('./node', 'import');
  if (!file) throw new Error('no built ./node entry');
  const node = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const options = { accessToken: TOKEN, organizationId: ORGANIZATION, host: url };
  const { PlatformClient } = await loadClient();
  if (typeof node.undiciHttp === 'function') {
    return {
      client: new PlatformClient({ ...options, http: node.undiciHttp() }),
      note: 'PlatformClient({ http: undiciHttp() }) from @platform-admin/client/node',
    };
  }
  if (typeof node.createNodeTransport === 'function') {
    return {
      client: new PlatformClient({ ...options, transport: node.createNodeTransport() }),
      note: 'PlatformClient({ transport: createNodeTransport() })',
    };
  }
  if (typeof node.undiciFetch === 'function') {
    return {
      client: new PlatformClient({ ...options, fetch: node.undiciFetch() }),
      note: 'PlatformClient({ fetch: undiciFetch() })',
    };
  }
  if (typeof node.PlatformClient === 'function') {
    const NodeClient = node.PlatformClient as ClientModule['PlatformClient'];
    return { client: new NodeClient(options), note: 'PlatformClient of @platform-admin/client/node' };
  }
  throw new Error(
    `@platform-admin/client/node exports none of undiciHttp, createNodeTransport, undiciFetch, PlatformClient (it has: ${Object.keys(node).join(', ')})`,
  );
}

type OfficialModule = {
  PlatformClient: new (
    options: Record<string, unknown>,
  ) => {
    source: { get(id: string): Promise<unknown>; list(query: object): Promise<unknown> };
  };
};

export function contenders(): Contender[] {
  const nodeEntry = clientEntry('./node', 'import');
  const list: Contender[] = [
    {
      id: 'fetch',
      label: 'raw fetch',
      async connect(url) {
        return {
          small: async () => (await fetch(url + SMALL_PATH, { headers: HEADERS })).json(),
          page: async (page = 0) =>
            (await fetch(url + PAGE_PATH + pageQuery(page), { headers: HEADERS })).json(),
        };
      },
    },
    {
      id: 'undici',
      label: 'undici.request',
      async connect(url) {
        // Imported here, after raw fetch's first call: importing undici first would make its Agent the
        // global dispatcher that Node's own fetch then uses. Its own keep-alive Agent, as undici's default.
        const { Agent, request } = await import('undici');
        const dispatcher = new Agent();
        return {
          small: async () => (await request(url + SMALL_PATH, { headers: HEADERS, dispatcher })).body.json(),
          page: async (page = 0) =>
            (await request(url + PAGE_PATH + pageQuery(page), { headers: HEADERS, dispatcher })).body.json(),
        };
      },
    },
    {
      id: 'client',
      label: 'ours, default transport',
      async connect(url) {
        const { PlatformClient } = await loadClient();
        return ourCalls(new PlatformClient({ accessToken: TOKEN, organizationId: ORGANIZATION, host: url }));
      },
    },
    {
      id: 'client-node',
      label: 'ours, Node transport',
      missing: nodeEntry
        ? undefined
        : declaresNodeEntry()
          ? '@platform-admin/client/node is declared but not built'
          : 'no @platform-admin/client/node entry yet',
      async connect(url) {
        const { client, note } = await nodeClient(url);
        this.note = note;
        return ourCalls(client);
      },
    },
    {
      id: 'official',
      label: '@coveo/platform-client',
      async connect(url) {
        const { PlatformClient } = (await import('@coveo/platform-client')) as unknown as OfficialModule;
        const client = new PlatformClient({ accessToken: TOKEN, organizationId: ORGANIZATION, host: url });
        return {
          small: () => client.source.get(SOURCE_ID),
          page: (page = 0) => client.source.list({ page, perPage: PAGE_ITEMS }),
        };
      },
    },
  ];
  return list;
}

/** Connects every contender that can run; marks the others `missing` with the reason. */
export async function connectAll(url: string): Promise<Map<Contender['id'], Calls>> {
  const connected = new Map<Contender['id'], Calls>();
  for (const contender of all) {
    if (contender.missing) continue;
    try {
      const calls = await contender.connect(url);
      // One call of each kind proves the wiring before anything is timed.
      const small = (await calls.small()) as { id?: string };
      const page = (await calls.page()) as { sourceModels?: unknown[] };
      if (small?.id !== SOURCE_ID || page?.sourceModels?.length !== PAGE_ITEMS) {
        throw new Error(`unexpected answer: ${JSON.stringify(small).slice(0, 80)}`);
      }
      connected.set(contender.id, calls);
    } catch (error) {
      contender.missing = `failed to run: ${(error as Error).message}`;
    }
  }
  return connected;
}

/**
 * Whether Node's own fetch runs on Node's bundled undici (true), rather than on the Agent of the
 * installed undici package, which becomes the global dispatcher when undici is imported before the
 * first fetch.
 */
export async function fetchOnBundledUndici(): Promise<boolean> {
  const { Agent } = await import('undici');
  const global = (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalDispatcher.1')];
  return Boolean(global) && !(global instanceof Agent);
}

/** The contenders of this process (one list, so that `missing` and `note` are seen everywhere). */
export const all = contenders();
