// Benchmarks of the client against raw fetch, taken in one run, reported as ratios.
//   npm run bench            (builds nothing; measures the client's source through tsx)
// Speed: ops/s of the same call made with raw fetch and with the client, over loopback HTTP and
// in process (an injected fetch answering a canned Response, to isolate the pipeline's own cost).
// Memory: heap kept after 5 000 calls each. Size: the built client, minified and gzipped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { Bench } from 'tinybench';
import { PlatformClient } from '../packages/client/src/index';

const BODY = JSON.stringify({
  id: 'k1',
  enabled: true,
  displayName: 'bench',
  privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE' }],
});
const BIG = BODY.replace('"enabled":true', '"enabled":true,"count":123456789012345678901');

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.url?.includes('big') ? BIG : BODY);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const headers = { authorization: 'Bearer t', accept: 'application/json' };

const client = new PlatformClient({ accessToken: 't', organizationId: 'org', host: url });
const canned = async (_request?: Request) =>
  new Response(BODY, { headers: { 'content-type': 'application/json' } });
const inProcess = new PlatformClient({ accessToken: 't', organizationId: 'org', host: url, fetch: canned });

const bench = new Bench({ time: 1500, warmupTime: 300 });
// Warms the loopback connection pool before anything is measured.
for (let i = 0; i < 500; i++) await (await fetch(`${url}/warmup`, { headers })).text();
bench
  .add('raw fetch GET (HTTP)', async () => {
    await (await fetch(`${url}/rest/organizations/org/apikeys/k1`, { headers })).json();
  })
  .add('client GET (HTTP)', async () => {
    await client.apiKeys.get('k1');
  })
  .add('raw fetch POST JSON (HTTP)', async () => {
    const init = { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: BODY };
    await (await fetch(`${url}/rest/organizations/org/apikeys`, init)).json();
  })
  .add('client POST JSON (HTTP)', async () => {
    await client.apiKeys.create({
      displayName: 'bench',
      privileges: [{ owner: 'PLATFORM', targetDomain: 'SOURCE' }],
    });
  })
  .add('raw GET, big integer (HTTP, loses digits)', async () => {
    await (await fetch(`${url}/rest/organizations/org/apikeys/big`, { headers })).json();
  })
  .add('client GET, big integer (HTTP, keeps digits)', async () => {
    await client.apiKeys.get('big');
  })
  .add('raw canned fetch (in process)', async () => {
    await (await canned(new Request(`${url}/rest/organizations/org/apikeys/k1`, { headers }))).json();
  })
  .add('raw canned fetch with an AbortSignal (in process)', async () => {
    const signal = new AbortController().signal;
    await (await canned(new Request(`${url}/rest/organizations/org/apikeys/k1`, { headers, signal }))).json();
  })
  .add('client canned fetch (in process)', async () => {
    await inProcess.apiKeys.get('k1');
  });
await bench.run();

const hz = (name: string) => bench.tasks.find((t) => t.name === name)!.result!.hz;
const pairs: Array<[string, string, string]> = [
  ['GET over HTTP', 'raw fetch GET (HTTP)', 'client GET (HTTP)'],
  ['POST JSON over HTTP', 'raw fetch POST JSON (HTTP)', 'client POST JSON (HTTP)'],
  [
    'GET with a big integer',
    'raw GET, big integer (HTTP, loses digits)',
    'client GET, big integer (HTTP, keeps digits)',
  ],
  ['pipeline only (in process)', 'raw canned fetch (in process)', 'client canned fetch (in process)'],
  [
    'pipeline only, raw abortable too',
    'raw canned fetch with an AbortSignal (in process)',
    'client canned fetch (in process)',
  ],
];
console.log('\nSpeed (ops/s; ratio = client time / raw fetch time, lower is better)');
console.table(
  pairs.map(([label, raw, ours]) => ({
    case: label,
    'raw ops/s': Math.round(hz(raw)),
    'client ops/s': Math.round(hz(ours)),
    ratio: +(hz(raw) / hz(ours)).toFixed(2),
  })),
);

/** Several collections apart, so that finalizers (undici's, for request signals) have run. */
async function settle(gc: () => void) {
  for (let i = 0; i < 5; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Heap growth per call over `count` calls whose results are dropped: what the pipeline keeps. */
async function heapGrowth(run: () => Promise<unknown>, count = 20_000): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run with node --expose-gc (npm run bench does).');
  for (let i = 0; i < 1000; i++) await run();
  await settle(gc);
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) await run();
  await settle(gc);
  return (process.memoryUsage().heapUsed - before) / count;
}
const request = () => new Request(`${url}/rest/organizations/org/apikeys/k1`, { headers });
const rawGrowth = await heapGrowth(async () => (await canned(request())).json());
const rawSignalGrowth = await heapGrowth(async () =>
  (await canned(new Request(request(), { signal: new AbortController().signal }))).json(),
);
const clientGrowth = await heapGrowth(() => inProcess.apiKeys.get('k1'));
const clientPostGrowth = await heapGrowth(() => inProcess.apiKeys.create({ displayName: 'bench' }));
console.log('\nMemory (heap growth per call after GC, in process; ~0 means nothing is kept)');
console.table([
  { case: 'raw fetch, no signal', 'bytes/call': +rawGrowth.toFixed(2) },
  { case: 'raw fetch with an AbortSignal', 'bytes/call': +rawSignalGrowth.toFixed(2) },
  { case: 'client GET (abortable: has a signal)', 'bytes/call': +clientGrowth.toFixed(2) },
  { case: 'client POST (no signal given)', 'bytes/call': +clientPostGrowth.toFixed(2) },
]);

const bundle = await build({
  entryPoints: [new URL('../packages/client/src/index.ts', import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  target: 'es2022',
});
const bytes = bundle.outputFiles[0].contents;
console.log('\nSize (the whole client with its dependencies, for browsers)');
console.table([{ minified: bytes.length, 'minified + gzip': gzipSync(bytes).length }]);

server.close();
