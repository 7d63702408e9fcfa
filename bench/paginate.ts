// Child process of the benchmark (run with --expose-gc): our client's `paginate` walks 100,000
// sources, 100 a page, from the benchmark server, keeping nothing. The heap is sampled after a full
// collection every 5,000 items. Prints one JSON line.
//   node --expose-gc --import tsx bench/paginate.ts <server url>
import { loadClient } from './clients';
import { ORGANIZATION, PAGE_ITEMS, TOTAL_ITEMS } from './server';

const [url] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

const clientModule = (await loadClient()) as Awaited<ReturnType<typeof loadClient>> & {
  paginate?: (
    fetchPage: (page: number) => Promise<object | undefined>,
    itemsKey?: string,
  ) => AsyncIterable<unknown>;
};
if (typeof clientModule.paginate !== 'function') {
  process.stdout.write(`${JSON.stringify({ missing: 'the client exports no paginate' })}\n`);
  process.exit(0);
}
const client = new clientModule.PlatformClient({
  accessToken: 'bench-token',
  organizationId: ORGANIZATION,
  host: url,
});
await client.sources.list({ page: 0, perPage: PAGE_ITEMS });

const samples: Array<{ items: number; heap: number }> = [];
const start = heap();
const started = performance.now();
let items = 0;
for await (const _source of clientModule.paginate(
  (page) => client.sources.list({ page, perPage: PAGE_ITEMS }) as Promise<object>,
  'sourceModels',
)) {
  items++;
  if (items % 5_000 === 0) samples.push({ items, heap: heap() });
}
const seconds = (performance.now() - started) / 1000;
const end = heap();
// Constant memory: what the heap holds after 10,000 items is what it holds after 100,000.
const settled = samples.find((sample) => sample.items === 10_000)?.heap ?? start;
const later = samples.filter((sample) => sample.items > 10_000).map((sample) => sample.heap);
const growth = Math.max(...later) - settled;
process.stdout.write(
  `${JSON.stringify({
    items,
    expected: TOTAL_ITEMS,
    seconds,
    start,
    end,
    peakOverStart: Math.max(...samples.map((sample) => sample.heap)) - start,
    growthAfter10k: growth,
    bytesPerItemAfter10k: growth / (items - 10_000),
    samples,
  })}\n`,
);
process.exit(0);
