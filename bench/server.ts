// The one HTTP target of every benchmark: node:http on loopback, answering from bodies serialized once
// at start-up, so that the server costs the same for every client and as little as possible.
//   GET .../sources/{id}    one source, ~1 KB
//   GET .../sources/pages   one page of 100 sources, ~57 KB, announcing 100,000 items over 1,000 pages
// Any other path: 404 with a JSON error. Run as a script, it listens on a free port of 127.0.0.1 and
// prints `{"port": N}` on one line, then serves until its parent closes its stdin or kills it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ORGANIZATION = 'benchorg';
export const SOURCE_ID = 'benchorg-source-1';
export const PAGE_ITEMS = 100;
export const TOTAL_ITEMS = 100_000;
export const TOTAL_PAGES = TOTAL_ITEMS / PAGE_ITEMS;
export const SMALL_PATH = `/rest/organizations/${ORGANIZATION}/sources/${SOURCE_ID}`;
export const PAGE_PATH = `/rest/organizations/${ORGANIZATION}/sources/pages`;

/** A source as the platform describes one; `padding` stretches the description to reach a size. */
function source(index: number, padding: number) {
  return {
    id: `${ORGANIZATION}-source-${index}`,
    name: `Product documentation ${index}`,
    sourceType: 'SITEMAP',
    sourceVisibility: 'SHARED',
    owner: 'admin@example.com-google',
    pushEnabled: false,
    onPremisesEnabled: false,
    crawlingModuleId: null,
    information: {
      sourceStatus: { type: 'IDLE', allowedOperations: ['REBUILD', 'FULL_REFRESH', 'INCREMENTAL_REFRESH'] },
      numberOfDocuments: 12_345 + index,
      documentsTotalSize: 987_654_321,
      lastOperation: {
        type: 'REFRESH',
        operationType: 'FULL_REFRESH',
        result: 'SUCCESS',
        timestamp: 1_717_000_000_000 + index,
        duration: 4_321,
        numberOfDocuments: 12_345,
      },
      nextOperation: { operationType: 'INCREMENTAL_REFRESH', timestamp: 1_717_086_400_000 },
    },
    resourceId: `${ORGANIZATION}-source-${index}`,
    createdDate: 1_700_000_000_000,
    updatedDate: 1_717_000_000_000,
    description: `Pages of the product documentation site.${' '.repeat(padding)}`,
  };
}

/** A source as a page lists one: fewer details. */
function listedSource(index: number, padding: number) {
  return {
    id: `${ORGANIZATION}-source-${index}`,
    name: `Product documentation ${index}`,
    sourceType: 'SITEMAP',
    sourceVisibility: 'SHARED',
    owner: 'admin@example.com-google',
    pushEnabled: false,
    information: {
      sourceStatus: { type: 'IDLE' },
      numberOfDocuments: 12_345 + index,
      documentsTotalSize: 987_654_321,
      lastOperation: { type: 'REFRESH', result: 'SUCCESS', timestamp: 1_717_000_000_000 + index },
    },
    createdDate: 1_700_000_000_000,
    updatedDate: 1_717_000_000_000,
    description: `Pages of the product documentation site.${' '.repeat(padding)}`,
  };
}

/** The smallest padding whose serialization reaches `bytes`. */
function sized(bytes: number, make: (padding: number) => unknown): Buffer {
  const base = JSON.stringify(make(0)).length;
  return Buffer.from(JSON.stringify(make(Math.max(0, bytes - base))));
}

/** ~1 KB: one source. */
export const SMALL_BODY = sized(1024, (padding) => source(1, padding));
/** ~57 KB: one page of `PAGE_ITEMS` sources, under `sourceModels` as the platform names them. */
export const PAGE_BODY = sized(57 * 1024, (padding) => ({
  sourceModels: Array.from({ length: PAGE_ITEMS }, (_, i) =>
    listedSource(i + 1, Math.floor(padding / PAGE_ITEMS) + (i < padding % PAGE_ITEMS ? 1 : 0)),
  ),
  totalEntries: TOTAL_ITEMS,
  totalPages: TOTAL_PAGES,
}));
const NOT_FOUND = Buffer.from(
  JSON.stringify({ errorCode: 'NOT_FOUND', message: 'No such benchmark route.' }),
);

const headers = (body: Buffer) => ({
  'content-type': 'application/json',
  'content-length': String(body.length),
});
const SMALL_HEADERS = headers(SMALL_BODY);
const PAGE_HEADERS = headers(PAGE_BODY);
const NOT_FOUND_HEADERS = headers(NOT_FOUND);

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '';
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  if (request.method === 'GET' && path === SMALL_PATH) {
    response.writeHead(200, SMALL_HEADERS).end(SMALL_BODY);
  } else if (request.method === 'GET' && path === PAGE_PATH) {
    response.writeHead(200, PAGE_HEADERS).end(PAGE_BODY);
  } else {
    response.writeHead(404, NOT_FOUND_HEADERS).end(NOT_FOUND);
  }
}

/** Starts the server on a free port of 127.0.0.1; resolves with its base URL and the server. */
export async function startServer(): Promise<{ url: string; server: Server }> {
  // Connections stay open between calls (keep-alive), as they do against the platform.
  const server = createServer({ keepAliveTimeout: 120_000 }, answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { server } = await startServer();
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  // Ends with its parent: when the parent's end of stdin closes, or on a signal.
  process.stdin.on('end', () => process.exit(0)).resume();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
}
