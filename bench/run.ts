// `npm run bench [-- --quick] [-- --no-build] [-- --instructions] [-- --only=sequential,throughput,paired,instructions,heap,pagination,import,bundle,footprint]`
// Measures, in one run and side by side: raw fetch, undici.request, our client (built dist) on each
// transport and @coveo/platform-client, against one node:http server on loopback (another process).
// Speed figures are ratios to raw fetch, each a median with its min–max over several rounds; every
// round runs every client, in an order rotated round by round, so that noise hits all alike.
// Prints tables on stdout and writes test-output/bench.json. bench/README.md explains each figure.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Bench } from 'tinybench';
import {
  all,
  type Calls,
  type Contender,
  clientEntry,
  connectAll,
  fetchOnBundledUndici,
  root,
} from './clients';
import { callgrindAvailable, countCalls } from './instructions';
import { bundle, bundleEntries, type Footprint, installedFootprint, ourFootprint, type Size } from './sizes';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const only = argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** Sections a plain run leaves out, for the time they take: asked for by `--only` or by their own flag. */
const optIn = new Set(['instructions']);
const wanted = (section: string) =>
  only ? only.includes(section) : !optIn.has(section) || argv.includes(`--${section}`);

/** How much of everything; a full run takes ~6.5 minutes on 2 cores, ~1.5 with --quick. */
const plan = quick
  ? {
      warmupCalls: 2000,
      rounds: 3,
      timeMs: 150,
      warmupMs: 50,
      throughputMs: 250,
      heapRounds: 1,
      importRounds: 5,
    }
  : {
      warmupCalls: 6000,
      rounds: 7,
      timeMs: 300,
      warmupMs: 100,
      throughputMs: 500,
      heapRounds: 5,
      importRounds: 20,
    };
const IN_FLIGHT = 64;
const HEAP_CALLS = 10_000;
const node = process.execPath;
const tsx = ['--import', 'tsx'];

// ---------------------------------------------------------------------------------------------
// Statistics and printing

interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}
function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}
const fixed = (value: number, digits: number) => value.toFixed(digits);
const ratio = (s: Spread) => `${fixed(s.median, 2)}× (${fixed(s.min, 2)}–${fixed(s.max, 2)})`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const signedKib = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)} KB`;
const ms = (s: Spread) =>
  `${s.median >= 0 ? '+' : ''}${fixed(s.median, 1)} ms (${fixed(s.min, 1)}…${fixed(s.max, 1)})`;

function table(title: string, head: string[], rows: string[][]) {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** The rotation of `items` for round `round`: each client leads once in turn. */
const rotated = <T>(items: T[], round: number) => items.map((_, i) => items[(i + round) % items.length]);

// ---------------------------------------------------------------------------------------------
// Set-up: the client built, the server started, every contender connected

if (!argv.includes('--no-build')) {
  // Builds packages/client when its dist is missing or older than its sources (as npm test does).
  const setup = spawnSync(
    node,
    [
      '--input-type=module',
      '-e',
      "import { ensureInstalled, ensureBuilt } from './scripts/setup.mjs'; ensureInstalled(); ensureBuilt(['client']);",
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (setup.status !== 0) process.exit(setup.status ?? 1);
}

// Warnings (listeners piling up on a signal, for one) are gathered, with the client running when
// they came, and printed once at the end rather than thousands of times in the middle of the tables.
const warnings = new Map<string, number>();
let running = 'set-up';
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  const key = `${running}: ${warning.name}: ${warning.message.replace(/\d+/g, 'N')}`;
  warnings.set(key, (warnings.get(key) ?? 0) + 1);
});

/**
 * On Linux with 2 CPUs or more and `taskset`, the server runs on the last CPU and this process (the
 * clients, and the processes it starts) on the first: each keeps a core of its own, so that the
 * scheduler moving them about does not add to the noise. Elsewhere nothing is pinned.
 */
const pinned =
  process.platform === 'linux' &&
  cpus().length >= 2 &&
  spawnSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' }).status === 0;

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const args = [...tsx, join(root, 'bench/server.ts')];
  const child = pinned
    ? spawn('taskset', ['-c', String(cpus().length - 1), node, ...args], {
        stdio: ['pipe', 'pipe', 'inherit'],
      })
    : spawn(node, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const [line] = await createInterface({ input: child.stdout! })
    [Symbol.asyncIterator]()
    .next()
    .then((next) => [next.value as string]);
  const { port } = JSON.parse(line);
  return { url: `http://127.0.0.1:${port}`, child };
}

const started = performance.now();
const loadAtStart = loadavg();
/** Seconds each section took, for the JSON. */
const laps: Record<string, number> = {};
let lapStart = performance.now();
const lap = (section: string) => {
  laps[section] = +((performance.now() - lapStart) / 1000).toFixed(1);
  lapStart = performance.now();
};
const { url, child: server } = await startServer();
const connected = await connectAll(url);
const live = all.filter((contender) => connected.has(contender.id));
const calls = (contender: Contender) => connected.get(contender.id) as Calls;
const labelWidth = Math.max(...all.map((contender) => contender.label.length));

console.log(
  `platform-admin benchmark${quick ? ' (--quick)' : ''}: Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}`,
);
console.log(
  `server: node:http on ${url} (another process${pinned ? `, on CPU ${cpus().length - 1}; the clients on CPU 0` : ''}), bodies serialized once`,
);
const bundled = await fetchOnBundledUndici();
console.log(
  bundled
    ? `raw fetch: Node's own, on its bundled undici ${process.versions.undici}`
    : 'raw fetch: WARNING, on the installed undici package (imported before the first fetch)',
);
for (const contender of all) {
  const state = contender.missing ? `n/a: ${contender.missing}` : (contender.note ?? 'ok');
  console.log(`  ${contender.label.padEnd(labelWidth)}  ${state}`);
}

lap('setup');

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  quick,
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model.trim(),
  loadAtStart,
  plan,
  pinned,
  // What was measured: the commit, and whether the client's sources differed from it.
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim(),
  clientChanged:
    spawnSync('git', ['status', '--porcelain', 'packages/client'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim() !== '',
  fetchOnBundledUndici: bundled,
  bundledUndici: process.versions.undici,
  contenders: Object.fromEntries(
    all.map((contender) => [
      contender.id,
      { label: contender.label, missing: contender.missing ?? null, note: contender.note ?? null },
    ]),
  ),
};

// ---------------------------------------------------------------------------------------------
// Warm-up, before anything in this process is timed: V8 takes thousands of calls to compile a
// client's code (raw fetch's time per call falls from ~900 to ~300 µs over its first 5,000 calls on
// the 2-core development machine), and its compiler threads share the clients' pinned core
// meanwhile. Each contender makes `warmupCalls` small GETs and a tenth as many page GETs, in five
// rotated rounds, so that code two contenders share (Node's fetch) warms in both their uses.

if (wanted('sequential') || wanted('throughput') || wanted('paired')) {
  const rounds = 5;
  for (let round = 0; round < rounds; round++) {
    for (const contender of rotated(live, round)) {
      running = contender.label;
      const { small, page } = calls(contender);
      for (let i = 0; i < plan.warmupCalls / rounds; i++) await small();
      for (let i = 0; i < plan.warmupCalls / rounds / 10; i++) await page();
    }
  }
  lap('warmup');
}

// ---------------------------------------------------------------------------------------------
// Sequential GETs: tinybench times each client for `timeMs` per round (mean time per call).

type PerClient<T> = Partial<Record<Contender['id'], T>>;
const push = (lists: PerClient<number[]>, id: Contender['id'], value: number) => {
  const list = lists[id] ?? [];
  list.push(value);
  lists[id] = list;
};

async function sequential(kind: 'small' | 'page') {
  const times: PerClient<number[]> = {};
  const ratios: PerClient<number[]> = {};
  for (let round = 0; round < plan.rounds; round++) {
    const bench = new Bench({ time: plan.timeMs, warmupTime: plan.warmupMs, throws: true });
    for (const contender of rotated(live, round)) {
      const call = calls(contender)[kind];
      const beforeAll = () => {
        running = contender.label;
      };
      bench.add(
        contender.id,
        async () => {
          await call();
        },
        { beforeAll },
      );
    }
    await bench.run();
    const mean = (id: string) => {
      const result = bench.tasks.find((task) => task.name === id)?.result;
      if (!result || !('latency' in result)) throw new Error(`no result for ${id}`);
      return result.latency.mean;
    };
    for (const contender of live) {
      push(times, contender.id, mean(contender.id) * 1000);
      push(ratios, contender.id, mean(contender.id) / mean('fetch'));
    }
  }
  return summarize(times, ratios);
}

function summarize(values: PerClient<number[]>, ratios: PerClient<number[]>) {
  return Object.fromEntries(
    all.map((contender) => {
      const own = values[contender.id];
      const rel = ratios[contender.id];
      return [
        contender.id,
        own && rel ? { value: spread(own), ratio: spread(rel) } : { missing: contender.missing ?? 'not run' },
      ];
    }),
  ) as PerClient<{ value: Spread; ratio: Spread } | { missing: string }>;
}

function printRatios(
  title: string,
  unit: string,
  results: PerClient<{ value: Spread; ratio: Spread } | { missing: string }>,
) {
  table(
    title,
    ['client', unit, 'ratio to raw fetch: median (min–max)'],
    all.map((contender) => {
      const result = results[contender.id];
      if (!result || 'missing' in result) return [contender.label, 'n/a', 'n/a'];
      return [contender.label, fixed(result.value.median, 0), ratio(result.ratio)];
    }),
  );
}

if (wanted('sequential')) {
  const small = await sequential('small');
  printRatios(`Sequential GET, ~1 KB body (${plan.rounds} rounds; lower is better)`, 'µs/call', small);
  const page = await sequential('page');
  printRatios(`Sequential GET, ~57 KB page (${plan.rounds} rounds; lower is better)`, 'µs/call', page);
  report.sequentialSmall = small;
  report.sequentialPage = page;
  lap('sequential');
}

// ---------------------------------------------------------------------------------------------
// Throughput: 64 calls in flight, each worker starting its next call when one ends.

async function callsPerSecond(call: () => Promise<unknown>, durationMs: number): Promise<number> {
  let done = 0;
  let going = true;
  const timer = setTimeout(() => {
    going = false;
  }, durationMs);
  const start = performance.now();
  const worker = async () => {
    while (going) {
      await call();
      done++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  clearTimeout(timer);
  return done / ((performance.now() - start) / 1000);
}

if (wanted('throughput')) {
  const rates: PerClient<number[]> = {};
  const ratios: PerClient<number[]> = {};
  for (let round = 0; round < plan.rounds; round++) {
    const thisRound: PerClient<number> = {};
    for (const contender of rotated(live, round)) {
      const call = calls(contender).small;
      running = contender.label;
      await callsPerSecond(call, plan.warmupMs); // opens the 64 connections, warms the code
      thisRound[contender.id] = await callsPerSecond(call, plan.throughputMs);
    }
    for (const contender of live) {
      push(rates, contender.id, thisRound[contender.id]!);
      push(ratios, contender.id, thisRound[contender.id]! / thisRound.fetch!);
    }
  }
  const results = summarize(rates, ratios);
  printRatios(
    `Throughput, ${IN_FLIGHT} GETs (~1 KB) in flight (${plan.rounds} rounds; higher is better)`,
    'calls/s',
    results,
  );
  report.throughput = results;
  lap('throughput');
}

// ---------------------------------------------------------------------------------------------
// Paired: each of our transports against raw fetch alone, in blocks of calls ordered A-B-B-A then
// B-A-A-B, so that whatever the order costs (a collection of the other's garbage, a burst of load)
// falls on both alike: sequential GETs of each body, and GETs 64 in flight. Wall time and this
// process's CPU time per call, as ratios of the sums.

/** `calls` GETs, `inFlight` at a time (1: one after the other); wall and CPU ms per call. */
async function block(
  call: () => Promise<unknown>,
  calls: number,
  inFlight: number,
): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let left = calls;
  const worker = async () => {
    while (left-- > 0) await call();
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - start) / calls, cpu: (used.user + used.system) / 1000 / calls };
}

if (wanted('paired')) {
  const pairs = quick ? 8 : 24;
  const kinds = [
    { id: 'small', body: 'small', label: '~1 KB', perBlock: 200, inFlight: 1 },
    { id: 'page', body: 'page', label: '~57 KB page', perBlock: 60, inFlight: 1 },
    {
      id: 'throughput',
      body: 'small',
      label: `~1 KB, ${IN_FLIGHT} in flight`,
      perBlock: 1000,
      inFlight: IN_FLIGHT,
    },
  ] as const;
  const sequentialRows: string[][] = [];
  const throughputRows: string[][] = [];
  const results: Record<string, { wall: number; cpu: number }> = {};
  for (const kind of kinds) {
    for (const contender of live.filter((c) => c.id === 'client' || c.id === 'client-node')) {
      const ours = calls(contender)[kind.body];
      const raw = calls(all.find((c) => c.id === 'fetch') as Contender)[kind.body];
      running = contender.label;
      // Opens the connections a block in flight uses, before anything is timed.
      await block(ours, kind.perBlock, kind.inFlight);
      await block(raw, kind.perBlock, kind.inFlight);
      const sums = { ours: { wall: 0, cpu: 0 }, raw: { wall: 0, cpu: 0 } };
      for (let pair = 0; pair < pairs; pair++) {
        const order = pair % 2 ? ['ours', 'raw', 'raw', 'ours'] : ['raw', 'ours', 'ours', 'raw'];
        for (const who of order as Array<'ours' | 'raw'>) {
          const timed = await block(who === 'ours' ? ours : raw, kind.perBlock, kind.inFlight);
          sums[who].wall += timed.wall;
          sums[who].cpu += timed.cpu;
        }
      }
      const wall = sums.ours.wall / sums.raw.wall;
      const cpu = sums.ours.cpu / sums.raw.cpu;
      results[`${contender.id}:${kind.id}`] = { wall, cpu };
      const name = `${contender.label}, ${kind.label}`;
      if (kind.inFlight === 1) sequentialRows.push([name, `${fixed(wall, 3)}×`, `${fixed(cpu, 3)}×`]);
      // In flight, the wall time per call is the inverse of the rate.
      else throughputRows.push([name, `${fixed(1 / wall, 3)}×`, `${fixed(cpu, 3)}×`]);
    }
  }
  table(
    `Paired with raw fetch, sequential GETs in A-B-B-A blocks (${pairs} pairs of pairs; lower is better)`,
    ['client', 'wall time', 'CPU time'],
    sequentialRows,
  );
  table(
    `Paired with raw fetch, ${IN_FLIGHT} GETs in flight in A-B-B-A blocks (${pairs} pairs of pairs)`,
    ['client', 'calls/s (higher is better)', 'CPU time per call (lower is better)'],
    throughputRows,
  );
  report.paired = results;
  lap('paired');
}

// ---------------------------------------------------------------------------------------------
// Instructions per call under callgrind (opt-in: ~3 minutes per contender): bench/instructions.ts.

if (wanted('instructions')) {
  const [from, to] = quick ? [1000, 3000] : [1500, 4500];
  if (!(await callgrindAvailable())) {
    console.log('\nInstructions per call: n/a (valgrind is not installed: apt-get install -y valgrind)');
    report.instructions = { missing: 'valgrind is not installed' };
  } else {
    const counted: PerClient<{ work: number; gc: number }> = {};
    // The two runs side by side, on every CPU: counts do not depend on where they run.
    const everyCpu = pinned ? ['taskset', '-c', `0-${cpus().length - 1}`] : [];
    for (const contender of live.filter((c) => c.id !== 'official')) {
      running = contender.label;
      counted[contender.id] = await countCalls(contender.id, url, [from, to], everyCpu);
    }
    const fetchWork = counted.fetch?.work ?? Number.NaN;
    const thousands = (value: number) => `${fixed(value / 1000, 1)} K`;
    table(
      `Instructions per sequential GET (~1 KB) under callgrind, from the ${from}th call to the ${to}th (compiling left out)`,
      ['client', 'the call', 'ratio to raw fetch', 'garbage collection'],
      live
        .filter((contender) => counted[contender.id])
        .map((contender) => {
          const { work, gc } = counted[contender.id]!;
          return [contender.label, thousands(work), `${fixed(work / fetchWork, 3)}×`, thousands(gc)];
        }),
    );
    report.instructions = { from, to, perCall: counted };
  }
  lap('instructions');
}

// ---------------------------------------------------------------------------------------------
// Heap kept: one process per client and round, 10,000 sequential GETs between two settled heaps.

if (wanted('heap')) {
  const kept: PerClient<number[]> = {};
  const objectsKept: PerClient<number[]> = {};
  const childWarnings = new Set<string>();
  for (let round = 0; round < plan.heapRounds; round++) {
    for (const contender of rotated(live, round)) {
      const child = spawnSync(
        node,
        // No bytecode flushing: V8 drops the bytecode of functions left unused for a few collections,
        // which made the figure jump by ~200 KB from one process to the next, whatever the client.
        [
          '--expose-gc',
          '--no-flush-bytecode',
          ...tsx,
          join(root, 'bench/heap.ts'),
          contender.id,
          url,
          String(HEAP_CALLS),
        ],
        { cwd: root, encoding: 'utf8' },
      );
      if (child.status !== 0) {
        // Loses this round only (e.g. dist rebuilt meanwhile); said on stderr and in the JSON.
        const error = child.stderr.split('\n').find((line) => /^\w*Error/.test(line)) ?? child.stderr.trim();
        console.error(`  heap: ${contender.label}, round ${round + 1} failed: ${error}`);
        childWarnings.add(`${contender.label}: round ${round + 1} failed: ${error}`);
        continue;
      }
      const result = JSON.parse(child.stdout.trim().split('\n').pop()!);
      push(kept, contender.id, result.kept);
      push(objectsKept, contender.id, result.objectsKept);
      for (const warning of result.warnings) childWarnings.add(`${contender.label}: ${warning}`);
    }
  }
  const fetchKept = spread(kept.fetch ?? [0]).median;
  const fetchObjects = spread(objectsKept.fetch ?? [0]).median;
  const results = Object.fromEntries(
    all.map((contender) => {
      const own = kept[contender.id];
      if (!own) return [contender.id, { missing: contender.missing ?? 'not run' }];
      const s = spread(own);
      const o = spread(objectsKept[contender.id]!);
      return [
        contender.id,
        { kept: s, overFetch: s.median - fetchKept, objects: o, objectsOverFetch: o.median - fetchObjects },
      ];
    }),
  );
  table(
    `Heap kept after ${HEAP_CALLS.toLocaleString('en')} sequential GETs, after full collections (${plan.heapRounds} processes each)`,
    [
      'client',
      'heap used: median (min…max)',
      'over raw fetch',
      'objects (JIT data left out)',
      'over raw fetch',
    ],
    all.map((contender) => {
      const result = results[contender.id];
      if ('missing' in result) return [contender.label, 'n/a', 'n/a', 'n/a', 'n/a'];
      const { kept: k, objects: o } = result;
      return [
        contender.label,
        `${signedKib(k.median)} (${signedKib(k.min)}…${signedKib(k.max)})`,
        contender.id === 'fetch' ? '' : signedKib(result.overFetch),
        `${signedKib(o.median)} (${signedKib(o.min)}…${signedKib(o.max)})`,
        contender.id === 'fetch' ? '' : signedKib(result.objectsOverFetch),
      ];
    }),
  );
  for (const warning of childWarnings) console.log(`  warning in ${warning}`);
  report.heap = { calls: HEAP_CALLS, results, warnings: [...childWarnings] };
  lap('heap');
}

// ---------------------------------------------------------------------------------------------
// Pagination: our paginate over 100,000 items, the heap sampled every 5,000.

if (wanted('pagination')) {
  const child = spawnSync(node, ['--expose-gc', ...tsx, join(root, 'bench/paginate.ts'), url], {
    cwd: root,
    encoding: 'utf8',
  });
  const result =
    child.status === 0
      ? JSON.parse(child.stdout.trim().split('\n').pop()!)
      : { missing: `failed: ${child.stderr.trim().split('\n').slice(0, 3).join(' ')}` };
  const constant = result.missing ? undefined : result.growthAfter10k < 1024 * 1024;
  const rows = result.missing
    ? [['paginate', 'n/a', result.missing, '', '']]
    : [
        [
          'ours, paginate',
          `${result.items.toLocaleString('en')} / ${result.expected.toLocaleString('en')}`,
          `${Math.round(result.items / result.seconds).toLocaleString('en')} items/s`,
          `${kib(result.peakOverStart)}`,
          `${signedKib(result.growthAfter10k)} ⇒ ${constant ? 'constant' : 'GROWS'}`,
        ],
      ];
  table(
    'Auto-pagination over 100,000 items (100 a page, ~57 KB each), heap sampled after full collections every 5,000 items',
    ['client', 'items seen', 'speed', 'peak over start', 'growth from 10k to 100k items'],
    rows,
  );
  report.pagination = { ...result, constant };
  lap('pagination');
}

// ---------------------------------------------------------------------------------------------
// Cold import: fresh processes, each round running every variant and `node -e 0` in rotated order.

if (wanted('import')) {
  const variants: Array<{ id: string; label: string; args: string[] }> = [];
  // Each child also prints how long the import itself took, timed inside the process: steadier than
  // the process's wall time, whose start-up varies by tens of ms on a shared machine.
  const timed = (load: string) =>
    `const t = performance.now(); ${load}; process.stdout.write(String(performance.now() - t));`;
  const add = (id: string, label: string, specifier: string) => {
    variants.push({
      id: `${id}-esm`,
      label: `${label} (ESM)`,
      args: ['--input-type=module', '-e', timed(`await import('${specifier}')`)],
    });
    variants.push({
      id: `${id}-cjs`,
      label: `${label} (CJS)`,
      args: ['-e', timed(`require('${specifier}')`)],
    });
  };
  // What an ES module costs before it imports anything: Node's ESM loader, which a CommonJS `node -e 0`
  // never starts. The ESM rows include it; this row shows how much of them it is.
  variants.push({
    id: 'esm-loader',
    label: 'an empty ES module (the ESM loader alone)',
    args: ['--input-type=module', '-e', timed("await import('data:text/javascript,export {}')")],
  });
  add('undici', 'undici', 'undici');
  add('client', '@platform-admin/client', '@platform-admin/client');
  if (clientEntry('./node', 'import'))
    add('client-node', '@platform-admin/client/node', '@platform-admin/client/node');
  add('official', '@coveo/platform-client', '@coveo/platform-client');
  const baseline = { id: 'baseline', label: 'node -e 0', args: ['-e', '0'] };
  // A variant failing in a round (its module missing, e.g. while someone rebuilds dist) loses that round only.
  const failures = new Map<string, { count: number; error: string }>();
  const deltas = new Map<string, number[]>();
  const inProcess = new Map<string, number[]>();
  const baselines: number[] = [];
  const time = (args: string[]) => {
    const start = performance.now();
    const child = spawnSync(node, args, { cwd: root, encoding: 'utf8' });
    // The error's own line (e.g. "Error: Cannot find module 'tslib'"), not the loader's stack header.
    const error = child.stderr.split('\n').find((line) => /^\w*Error/.test(line)) ?? child.stderr.trim();
    const ms = performance.now() - start;
    return { ms, importMs: Number.parseFloat(child.stdout), error: child.status === 0 ? undefined : error };
  };
  for (let round = 0; round < plan.importRounds; round++) {
    const measured = new Map<string, number>();
    for (const variant of rotated([baseline, ...variants], round)) {
      const { ms: took, importMs, error } = time(variant.args);
      if (!error && Number.isFinite(importMs)) {
        inProcess.set(variant.id, [...(inProcess.get(variant.id) ?? []), importMs]);
      }
      if (error) {
        const failure = failures.get(variant.id);
        failures.set(variant.id, { count: (failure?.count ?? 0) + 1, error: error.trim().split('\n')[0] });
      } else {
        measured.set(variant.id, took);
      }
    }
    const base = measured.get('baseline');
    if (base === undefined) continue;
    baselines.push(base);
    for (const variant of variants) {
      const took = measured.get(variant.id);
      if (took === undefined) continue;
      deltas.set(variant.id, [...(deltas.get(variant.id) ?? []), took - base]);
    }
  }
  const results = Object.fromEntries(
    variants.map((variant) => {
      const list = deltas.get(variant.id);
      const failure = failures.get(variant.id);
      return [
        variant.id,
        {
          overBaseline: list?.length ? spread(list) : undefined,
          inProcess: inProcess.get(variant.id)?.length ? spread(inProcess.get(variant.id)!) : undefined,
          failedRounds: failure?.count ?? 0,
          error: failure?.error,
        },
      ];
    }),
  );
  const short = (text = '') => (text.length > 70 ? `${text.slice(0, 67)}...` : text);
  table(
    `Cold import over \`node -e 0\` (${spread(baselines).median.toFixed(0)} ms), fresh processes, ${plan.importRounds} rounds`,
    ['module', 'added: median (min…max)', 'the import, timed in the process'],
    variants.map((variant) => {
      const result = results[variant.id];
      if (!result.overBaseline) return [variant.label, `failed: ${short(result.error)}`, ''];
      const note = result.failedRounds
        ? ` [${result.failedRounds} rounds failed: ${short(result.error)}]`
        : '';
      return [
        variant.label,
        `${ms(result.overBaseline)}${note}`,
        result.inProcess ? ms(result.inProcess).replace(/^\+/, '') : '',
      ];
    }),
  );
  report.coldImport = { baseline: spread(baselines), results };
  lap('import');
}

// ---------------------------------------------------------------------------------------------
// Browser bundles and installed footprint.

if (wanted('bundle')) {
  const sizes: Record<string, unknown> = {};
  const rows: string[][] = [];
  for (const entry of bundleEntries()) {
    try {
      const size = await bundle(entry.source);
      sizes[entry.id] = { ...size, entry: entry.source };
      rows.push([entry.client, entry.what, kib(size.minified), kib(size.gzip)]);
    } catch (error) {
      sizes[entry.id] = { failed: (error as Error).message, entry: entry.source };
      rows.push([entry.client, entry.what, 'n/a', `failed: ${(error as Error).message.split('\n')[0]}`]);
    }
  }
  table(
    'Browser bundle (esbuild, ESM, minified; gzip at zlib default level)',
    ['client', 'entry', 'minified', 'gzip'],
    rows,
  );
  report.bundle = sizes;
  lap('bundle');
}

if (wanted('footprint')) {
  const ours = ourFootprint();
  const official = installedFootprint('@coveo/platform-client');
  const undici = installedFootprint('undici');
  const both = (size: Size) => `${mib(size.bytes)} / ${mib(size.disk)}`;
  const row = (label: string, footprint: Footprint) => [
    label,
    both(footprint.own),
    `${mib(footprint.maps)} / ${mib(footprint.declarations)}`,
    `${both(footprint.dependencies)} (${footprint.packages.length})`,
    both(footprint.total),
  ];
  const rows = [
    row('ours (packed files + dependencies)', ours),
    row('@coveo/platform-client (as installed)', official),
  ];
  for (const [name, size] of Object.entries(ours.optionalPeers)) {
    const total = { bytes: ours.total.bytes + size.bytes, disk: ours.total.disk + size.disk };
    rows.push([`ours + optional peer ${name}`, '', '', `+${both(size)}`, both(total)]);
  }
  rows.push(row('undici (for reference)', undici));
  table(
    'Installed footprint: bytes of the files / disk used in 4 KiB blocks (dependencies as installed, each once)',
    ['package', 'own', 'of which maps / types (bytes)', 'dependencies (count)', 'total'],
    rows,
  );
  for (const [label, footprint] of [
    ['ours', ours],
    ['@coveo/platform-client', official],
  ] as const) {
    if (footprint.packages.length) console.log(`  ${label} depends on ${footprint.packages.join(', ')}`);
  }
  report.footprint = { ours, official, undici };
  lap('footprint');
}

// ---------------------------------------------------------------------------------------------

server.kill();
for (const [warning, count] of warnings) console.log(`\nwarning (${count}×, main process) from ${warning}`);
report.loadAtEnd = loadavg();
report.seconds = (performance.now() - started) / 1000;
report.sectionSeconds = laps;
report.warnings = Object.fromEntries(warnings);
const out = join(root, 'test-output/bench.json');
mkdirSync(join(root, 'test-output'), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${(report.seconds as number).toFixed(0)} s; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end (the machine is shared: read the min–max). JSON: test-output/bench.json`,
);
process.exit(0);
