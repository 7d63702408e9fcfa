import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { PlatformClient, platformUrl } from '@platform-admin/client';
import type { Command } from 'commander';
import { type ConnectionFlags, missingOrganization, missingToken, resolveConnection } from './connection';
import { UsageError } from './errors';
import type { RunContext } from './program';

/**
 * `platform-admin console`: serves the console's built files (package `@platform-admin/console`) and
 * proxies the page's calls to the platform or to an in-process emulator. The page's client talks to
 * `/api/platform/...` and `/api/serverless/...` on the console's own origin; this process adds the
 * bearer token, which stays here: never in a URL, a log or the page.
 */

/** The header the page's client sends with every call: a page of another origin cannot (no CORS preflight answer). */
export const CONSOLE_HEADER = 'x-platform-admin-console';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Headers of a call that are not passed on, either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'authorization',
  'cookie',
  'origin',
  'referer',
  'content-length',
  'content-encoding',
  CONSOLE_HEADER,
]);

/** What the page learns about its connection: nothing secret. */
export interface ConsoleSettings {
  mode: 'emulator' | 'platform';
  organizationId: string;
  environment?: string;
  region?: string;
  /** The platform's base URL, for the snippets (curl, the client's options). */
  platformHost: string;
}

export interface ConsoleTarget {
  settings: ConsoleSettings;
  token: string;
  /** The platform's and the serverless API's base URLs. */
  hosts: { platform: string; serverless: string };
  fetch: (request: Request) => Response | Promise<Response>;
  /** Stops what the target started (the emulator's listener). */
  close?: () => Promise<void>;
}

/** The console package's built files: its `dist` directory. */
export function consoleFiles(): string {
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = join(dirname(require.resolve('@platform-admin/console/package.json')), 'dist');
  } catch {
    throw new UsageError(
      'The console (package @platform-admin/console) is not installed.',
      'From the repository: `npm ci && npm run build`.',
    );
  }
  if (!existsSync(join(dir, 'index.html'))) {
    throw new UsageError(`The console is not built (no ${join(dir, 'index.html')}).`, 'Run `npm run build`.');
  }
  return dir;
}

/** Demo records for the emulator: a few sources, a pipeline with statements, keys and groups. */
async function seedDemo(client: PlatformClient): Promise<void> {
  const sources = [
    { name: 'Acme documentation', sourceType: 'WEB2', sourceVisibility: 'SHARED' },
    { name: 'Product catalog', sourceType: 'PUSH', sourceVisibility: 'SHARED' },
    { name: 'Support cases', sourceType: 'SALESFORCE', sourceVisibility: 'SECURED' },
  ];
  for (const source of sources) await client.sources.create(source as never);
  const pipeline = (await client.pipelines.create({
    name: 'Main search',
    description: 'The site search',
  } as never)) as {
    id: string;
  };
  await client.pipelines.create({ name: 'Support', description: 'Agent panel' } as never);
  await client.pipelines.statements
    .create(pipeline.id, { definition: 'boost `@source==Documentation` by 20', feature: 'ranking' } as never)
    .catch(() => undefined);
  await client.pipelines.statements
    .create(pipeline.id, { definition: 'expand "tv" to "television"', feature: 'thesaurus' } as never)
    .catch(() => undefined);
  await client.apiKeys
    .create({
      displayName: 'Search page',
      privileges: [{ owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY', type: 'VIEW' }],
    } as never)
    .catch(() => undefined);
  await client.groups.create({ displayName: 'Content editors' } as never).catch(() => undefined);
}

/** The emulator, in this process, with the demo records. */
export async function emulatorTarget(): Promise<ConsoleTarget> {
  const { createEmulator, DEFAULT_TOKEN, DEFAULT_ORGANIZATION_ID } = await import('@platform-admin/emulator');
  const emulator = createEmulator();
  // The emulator listens too, on loopback, so that the snippets the console shows (TypeScript, CLI,
  // curl) run as pasted against the same state; the console's own calls go to it in-process.
  const listener = await emulator.listen(0);
  const host = listener.url;
  const client = new PlatformClient({
    accessToken: DEFAULT_TOKEN,
    organizationId: DEFAULT_ORGANIZATION_ID,
    host,
    fetch: emulator.fetch,
  });
  await seedDemo(client);
  return {
    settings: { mode: 'emulator', organizationId: DEFAULT_ORGANIZATION_ID, platformHost: host },
    token: DEFAULT_TOKEN,
    hosts: { platform: host, serverless: host },
    fetch: emulator.fetch,
    close: () => listener.close(),
  };
}

/** A real organization, from the CLI's connection (flags, PLATFORM_ADMIN_* variables, profile). */
export function platformTarget(flags: ConnectionFlags, env: NodeJS.ProcessEnv): ConsoleTarget {
  const connection = resolveConnection(flags, env);
  if (!connection.token) throw missingToken();
  if (!connection.org) throw missingOrganization('The console');
  const platform = connection.host ?? platformUrl(connection.environment, connection.region);
  const serverless = connection.host ?? platformUrl(connection.environment, connection.region, 'api');
  return {
    settings: {
      mode: 'platform',
      organizationId: connection.org,
      environment: connection.environment ?? 'production',
      region: connection.region ?? 'us',
      platformHost: platform.replace(/\/$/, ''),
    },
    token: connection.token,
    hosts: { platform: platform.replace(/\/$/, ''), serverless: serverless.replace(/\/$/, '') },
    fetch: (request) => fetch(request),
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new RangeError(`The request body is over ${limit} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** Passes one call of the page on to its target, with the token. */
async function proxy(
  target: ConsoleTarget,
  request: IncomingMessage,
  response: ServerResponse,
  base: string,
  rest: string,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('authorization', `Bearer ${target.token}`);
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request, 256 * 1024 * 1024);
  const upstream = await target.fetch(
    new Request(`${base}${rest}`, { method, headers, body: body ? new Uint8Array(body) : undefined }),
  );
  const out: Record<string, string> = { 'cache-control': 'no-store' };
  // A platform (or a proxy before it) that echoes the token back does not hand it to the page.
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') out[name] = value.split(target.token).join(REDACTED);
  });
  response.writeHead(upstream.status, out);
  response.end(redact(Buffer.from(await upstream.arrayBuffer()), target.token));
}

const REDACTED = '[redacted]';

/** `body` with every occurrence of `secret` replaced by `[redacted]`; the same buffer when there is none. */
export function redact(body: Buffer, secret: string): Buffer {
  if (!secret) return body;
  const needle = Buffer.from(secret);
  let at = body.indexOf(needle);
  if (at < 0) return body;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(body.subarray(from, at), Buffer.from(REDACTED));
    from = at + needle.length;
    at = body.indexOf(needle, from);
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

async function serveFile(dir: string, path: string, response: ServerResponse): Promise<void> {
  let file = normalize(join(dir, decodeURIComponent(path)));
  if (!file.startsWith(dir + sep) && file !== dir) return send(response, 400, { message: 'Bad path.' });
  const found = await stat(file).catch(() => undefined);
  // The app's routes (/sources, /explorer/sources.list, ...) are the page; a missing asset is a 404.
  if (!found?.isFile()) {
    if (path.startsWith('/assets/') || path.startsWith('/schemas/')) {
      return send(response, 404, { message: `No file ${path}.` });
    }
    file = join(dir, 'index.html');
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  response.writeHead(200, {
    'content-type': type,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
  response.end(await readFile(file));
}

/** The console's HTTP server: its files, `/api/settings`, and the proxy. Not listening yet. */
export function consoleServer(target: ConsoleTarget, dir: string, allowedHosts: () => string[]): Server {
  return createServer((request, response) => {
    const handle = async () => {
      const url = new URL(request.url ?? '/', 'http://console.invalid');
      // A page of another site reaching this loopback server by a name it controls (DNS rebinding) is refused.
      if (!allowedHosts().includes(request.headers.host ?? '')) {
        return send(response, 421, { message: `This console answers at ${allowedHosts()[0]} only.` });
      }
      if (url.pathname === '/api/settings') return send(response, 200, target.settings);
      const match = /^\/api\/(platform|serverless)(\/.*)$/.exec(url.pathname);
      if (match) {
        if (request.headers[CONSOLE_HEADER] !== '1') {
          return send(response, 403, {
            message: `Calls through the console need the ${CONSOLE_HEADER} header.`,
          });
        }
        const base = match[1] === 'platform' ? target.hosts.platform : target.hosts.serverless;
        return proxy(target, request, response, base, `${match[2]}${url.search}`);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return send(response, 405, { message: `${request.method} is for /api/ only.` });
      }
      return serveFile(dir, url.pathname, response);
    };
    handle().catch((error: unknown) => {
      const message = (error as Error)?.message ?? String(error);
      const safe = message.split(target.token).join(REDACTED);
      if (!response.headersSent)
        send(response, 502, { message: `The console could not make the call: ${safe}` });
      else response.destroy();
    });
  });
}

/** Opens `url` in the desktop's browser; a machine without one is no error. */
function openBrowser(url: string): void {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    const child = spawn(command, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser to open: the URL is printed.
  }
}

export function addConsole(program: Command, context: RunContext): void {
  const { io, signal, env } = context;
  program
    .command('console')
    .summary('serve the console: explore, run and administer every call in a browser')
    .description(
      'Serves the console (a web app) on loopback and opens it in a browser. With --emulator, on a fresh in-process emulator with demo records; otherwise on the organization of the connection (--org, --token, ... or the profile). The calls go through this process, which adds the token: it never reaches the page. Runs until Ctrl-C.',
    )
    .option('--port <port>', 'port; 0 picks a free one', '0')
    .option('--no-open', 'do not open a browser')
    .action(async (options: { port: string; open: boolean }, command: Command) => {
      const flags = command.optsWithGlobals() as ConnectionFlags;
      const port = Number(options.port);
      if (!/^\d+$/.test(options.port) || port > 65535) {
        throw new UsageError(
          `--port must be an integer from 0 to 65535; got '${options.port}'.`,
          'e.g. --port 8080',
        );
      }
      const dir = consoleFiles();
      const target = flags.emulator ? await emulatorTarget() : platformTarget(flags, env);
      io.addSecret(target.token);
      let origin = '';
      const hosts: string[] = [];
      const server = consoleServer(target, dir, () => hosts);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      const { port: bound } = server.address() as AddressInfo;
      origin = `http://127.0.0.1:${bound}`;
      hosts.push(`127.0.0.1:${bound}`, `localhost:${bound}`);
      context.interruptIsStop = true;
      const where =
        target.settings.mode === 'emulator'
          ? `a fresh emulator, organization '${target.settings.organizationId}'`
          : `organization '${target.settings.organizationId}' on ${target.settings.platformHost}`;
      await io.out(`platform-admin console on ${origin}/ (${where})\n`);
      io.err('Ctrl-C stops it.');
      if (options.open) openBrowser(`${origin}/`);
      await new Promise<void>((resolve) => {
        if (signal.aborted) resolve();
        signal.addEventListener('abort', () => resolve(), { once: true });
        process.once('SIGTERM', () => resolve());
      });
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await target.close?.();
      io.err('Console stopped.');
    });
}
