// Instructions per call, counted by valgrind's callgrind: a figure steadier than time (two runs on a
// quiet machine agree within about 1 %; other load moves it more, as the event loop then polls more
// often per call). Each contender runs twice under callgrind, making `from` then `to` sequential GETs (~1 KB);
// the difference between the two runs, divided by `to - from`, is what one call costs once the code
// is warm, start-up left out. Instructions spent compiling (V8's parser and compilers) are left out
// too: when V8 compiles differs from one run to the next. Garbage collection is counted apart.
//
// As a child process (under valgrind), it makes the calls:
//   node --import tsx bench/instructions.ts <contender id> <server url> <calls>
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Instructions of one run, by kind. */
export interface Counts {
  total: number;
  /** V8's parser and compilers (bytecode, baseline and optimized code). */
  compile: number;
  /** The garbage collector. */
  gc: number;
}

/** Per call, between two runs: the client's own work (neither compiling nor collecting) and collecting. */
export interface PerCall {
  work: number;
  gc: number;
}

const COMPILE =
  /compiler::|Turbofan|turboshaft|Maglev|baseline::|interpreter::Bytecode|Parser|Scanner|Compil/;
const GC = /Scaveng|heap::|Heap::|Mark|Sweep|Evacuat/;

/** Sums `callgrind_annotate`'s per-function lines into {@link Counts}. */
export function countsOf(annotated: string): Counts {
  const counts: Counts = { total: 0, compile: 0, gc: 0 };
  for (const line of annotated.split('\n')) {
    const match = /^\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(.*)$/.exec(line);
    if (!match) continue;
    const value = Number(match[1].replaceAll(',', ''));
    const name = match[2].trim();
    if (name.startsWith('PROGRAM TOTALS')) counts.total = value;
    else if (COMPILE.test(name)) counts.compile += value;
    else if (GC.test(name)) counts.gc += value;
  }
  return counts;
}

/** What one call costs, from a run of `from` calls and one of `to` calls. */
export function perCall(short: Counts, long: Counts, calls: number): PerCall {
  const work = (c: Counts) => c.total - c.compile - c.gc;
  return { work: (work(long) - work(short)) / calls, gc: (long.gc - short.gc) / calls };
}

const run = (command: string, args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

/** Whether valgrind and callgrind_annotate are installed. */
export async function callgrindAvailable(): Promise<boolean> {
  try {
    // callgrind_annotate --version prints its version and exits with 255: that it starts is enough.
    const [valgrind] = await Promise.all([
      run('valgrind', ['--version']),
      run('callgrind_annotate', ['--version']),
    ]);
    return valgrind.status === 0;
  } catch {
    return false;
  }
}

/**
 * Counts one contender: two runs under callgrind, side by side, of `from` and `to` calls.
 * V8 optimizes on the main thread (`--no-concurrent-recompilation`), so that code is optimized after
 * as many calls as without valgrind, which slows its compiler threads down a hundredfold.
 */
export async function countCalls(
  id: string,
  url: string,
  [from, to]: [number, number],
  /** A command that runs the rest, e.g. `['taskset', '-c', '0-1']` to undo the parent's pinning. */
  prefix: string[] = [],
): Promise<PerCall> {
  const counted = await Promise.all(
    [from, to].map(async (calls) => {
      const file = join(tmpdir(), `platform-admin-callgrind-${process.pid}-${id}-${calls}.out`);
      try {
        const [command, ...args] = [...prefix, 'valgrind'];
        const child = await run(command, [
          ...args,
          '--tool=callgrind',
          `--callgrind-out-file=${file}`,
          process.execPath,
          '--no-concurrent-recompilation',
          '--import',
          'tsx',
          import.meta.filename,
          id,
          url,
          String(calls),
        ]);
        if (child.status !== 0)
          throw new Error(`${id}: ${child.stderr.trim().split('\n').slice(-3).join(' ')}`);
        const annotated = await run('callgrind_annotate', ['--threshold=100', file]);
        return countsOf(annotated.stdout);
      } finally {
        rmSync(file, { force: true });
      }
    }),
  );
  return perCall(counted[0], counted[1], to - from);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [id, url, count] = process.argv.slice(2);
  const { all } = await import('./clients');
  const contender = all.find((candidate) => candidate.id === id);
  if (!contender || contender.missing) throw new Error(`contender ${id} cannot run: ${contender?.missing}`);
  const calls = await contender.connect(url);
  for (let i = 0; i < Number(count); i++) await calls.small();
  process.exit(0);
}
