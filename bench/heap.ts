// Child process of the benchmark (run with --expose-gc): the heap one contender keeps after
// 10,000 sequential GETs. Prints one JSON line: heap used before and after, after full collections,
// leaving out the code spaces (machine code the JIT compiles meanwhile, which no client keeps); and
// the bytes of live objects in a heap snapshot, leaving out the JIT's own data as well.
//   node --expose-gc --import tsx bench/heap.ts <contender id> <server url> [calls]
import { getHeapSnapshot, getHeapSpaceStatistics } from 'node:v8';
import { all } from './clients';

const [id, url, count = '10000'] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');
const contender = all.find((candidate) => candidate.id === id);
if (!contender || contender.missing) throw new Error(`contender ${id} cannot run: ${contender?.missing}`);
// Warnings (e.g. listeners piling up on a signal) are counted, not printed in the middle of the table.
const warnings = new Set<string>();
process.removeAllListeners('warning');
process.on('warning', (warning) => warnings.add(`${warning.name}: ${warning.message.replace(/\d+/g, 'N')}`));

/** Several collections apart, so that finalizers (undici's, for request signals) have run. */
async function settle() {
  for (let i = 0; i < 6; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/** The heap used, less the code spaces; and the code spaces' bytes. */
function heapUsed() {
  let code = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name.startsWith('code')) code += space.space_used_size;
  }
  return { used: process.memoryUsage().heapUsed - code, code };
}

/**
 * Bytes of the live objects a heap snapshot holds, leaving out the nodes V8 types `code` (bytecode,
 * feedback, deoptimization data, relocation info: what the JIT keeps for the code it optimizes) and
 * `hidden` (its internal lists, such as code dependencies). What is left is what a program keeps:
 * objects, arrays, strings, closures, shapes. Read from the snapshot's stream, never a file.
 */
async function liveObjects(): Promise<number> {
  const chunks: string[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(String(chunk));
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, size, width] = [fields.indexOf('type'), fields.indexOf('self_size'), fields.length];
  const left = new Set(['code', 'hidden'].map((name) => types.indexOf(name)));
  let bytes = 0;
  for (let node = 0; node < nodes.length; node += width) {
    if (!left.has(nodes[node + type])) bytes += nodes[node + size];
  }
  return bytes;
}

const calls = await contender.connect(url);
// Warm-up: connections open, code compiled and optimized (the JIT's data for it lives in the heap
// too), lazy state of the client built.
for (let i = 0; i < 5000; i++) await calls.small();
await settle();
// The snapshot's parse comes before the first sample, and its garbage is collected by the settle.
const objectsBefore = await liveObjects();
await settle();
const before = heapUsed();
for (let i = 0; i < Number(count); i++) await calls.small();
await settle();
const after = heapUsed();
const objectsAfter = await liveObjects();
process.stdout.write(
  `${JSON.stringify({
    before: before.used,
    after: after.used,
    kept: after.used - before.used,
    codeGrowth: after.code - before.code,
    objectsKept: objectsAfter - objectsBefore,
    warnings: [...warnings],
  })}\n`,
);
process.exit(0);
