// Every README's examples, run as a reader pastes them (doctests), against emulators this test starts.
//
// - Every fenced block carries a language. `ts`, `tsx`, `js` blocks are type-checked together against
//   the built packages (as a user's editor sees them), then each runs as a module of its own (tsx) in
//   test-output/, where `@platform-admin/*` resolve to the built workspaces.
// - `sh` blocks run as one bash script each (`set -eo pipefail`), from the repository's root, so that
//   `cd` and variables carry from line to line as in a terminal.
// - Each block gets a fresh emulator over HTTP, and the variables a reader sets to use it:
//   PLATFORM_ADMIN_HOST, PLATFORM_ADMIN_TOKEN and PLATFORM_ADMIN_ORG (the CLI reads them; the
//   README's code examples do too). HOME is a new folder per block (nothing is written to the real
//   one; npm keeps its usual cache), and node_modules/.bin is on PATH, as for a reader who installed
//   the command line.
// - A marker on the line right before a fence changes what happens to the block:
//     <!-- doctest: real-organization -->   needs a real organization: type-checked, not run;
//     <!-- doctest: server -->              each line starts a server: it must print its URL, then is
//                                           stopped (a fixed `--port N` becomes `--port 0`, so that
//                                           runs on one machine do not collide);
//     <!-- doctest: skip: <reason> -->      not run, for the reason given (listed in the output).
// - The clone is set up already: `npm test` installed and built it before any test ran. Run at the
//   root inside the suite, `npm ci` would delete node_modules under the running tests and `npm run
//   build` would rebuild every package for minutes; so there, `npm ci` runs as `npm ci --dry-run`
//   (the lockfile still agrees with every package.json) and `npm run build` builds what is stale, as
//   `npm test` does (a shell function named npm, defined before each block, does this and only this).
//   `npm install <package>` at the root, which would change the repository's package.json, fails.
//   A block that changes a package.json or the lockfile fails the test.
// - Blocks that build (`npm run build...`) run first, one at a time, since they replace dist/ under
//   the others; the rest run a few at a time.
// - Inline commands (`npm run <script>`, `npx <command>`) name a script or command that exists.
// A failure names the README, the block's line and, for shell blocks, the line that failed.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulator, DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN } from '@platform-admin/emulator';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = `${root}test-output/doctest-${process.pid}`;

type Marker = { kind: 'real-organization' } | { kind: 'server' } | { kind: 'skip'; reason: string };
type Language = 'shell' | 'ts' | 'tsx' | 'mjs';

interface Block {
  /** The README, relative to the repository. */
  readme: string;
  /** The line of the opening fence, from 1. */
  line: number;
  language: Language | undefined;
  /** The fence's info string, as written. */
  info: string;
  code: string;
  marker: Marker | undefined;
}

const LANGUAGES: Record<string, Language> = {
  sh: 'shell',
  bash: 'shell',
  shell: 'shell',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'mjs',
  javascript: 'mjs',
  mjs: 'mjs',
};
/** Languages of blocks that are text to read, not to run. */
const TEXT = new Set(['text', 'json', 'jsonc', 'diff', 'http']);
const MARKER = /^<!--\s*doctest:\s*([a-z-]+)\s*(?::\s*(.*?))?\s*-->$/;

/** Reads the fenced blocks of a Markdown file and the marker before each. */
function readBlocks(path: string): Block[] {
  const readme = relative(root, path);
  const lines = readFileSync(path, 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    let end = i + 1;
    while (end < lines.length && !lines[end].startsWith(`${indent}${fence}`)) end++;
    const code = lines
      .slice(i + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    const previous = i > 0 ? MARKER.exec(lines[i - 1].trim()) : null;
    let marker: Marker | undefined;
    if (previous) {
      const [, kind, reason] = previous;
      if (kind === 'real-organization' || kind === 'server') marker = { kind };
      else if (kind === 'skip' && reason) marker = { kind, reason };
      else {
        throw new Error(
          `${readme}:${i}: unknown doctest marker '${lines[i - 1].trim()}': use real-organization, server, or skip: <reason>.`,
        );
      }
    }
    blocks.push({ readme, line: i + 1, language: LANGUAGES[info], info, code, marker });
    i = end;
  }
  return blocks;
}

/** Every README.md of the repository (node_modules, dist and test output left out). */
function readmes(dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || ['node_modules', 'dist', 'test-output'].includes(entry.name)) continue;
    const path = `${dir}${dir.endsWith('/') ? '' : '/'}${entry.name}`;
    if (entry.isDirectory()) found.push(...readmes(path));
    else if (entry.name === 'README.md') found.push(path);
  }
  return found.sort();
}

const where = (block: Block) => `${block.readme}:${block.line}`;

/** A fresh emulator over HTTP, and the variables that point a reader's tools at it. */
async function startEmulator() {
  const server = await createEmulator().listen(0);
  return {
    env: {
      PLATFORM_ADMIN_HOST: server.url,
      PLATFORM_ADMIN_TOKEN: DEFAULT_TOKEN,
      PLATFORM_ADMIN_ORG: DEFAULT_ORGANIZATION_ID,
    },
    close: () => server.close(),
  };
}

let npmCache = '';
/** The environment of a reader's terminal: none of npm's or Vitest's variables, a HOME of its own. */
function readerEnv(home: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|PLATFORM_ADMIN_)/i.test(name)) continue;
    if (['NODE_ENV', 'TEST', 'INIT_CWD', 'XDG_CONFIG_HOME', 'NODE_OPTIONS'].includes(name)) continue;
    env[name] = value;
  }
  mkdirSync(home, { recursive: true });
  return {
    ...env,
    HOME: home,
    PATH: `${root}node_modules/.bin:${process.env.PATH}`,
    // npm keeps the cache it has (so that installs need not download again) and prefers it.
    npm_config_cache: npmCache,
    npm_config_prefer_offline: 'true',
    npm_config_update_notifier: 'false',
    NO_COLOR: '1',
    ...extra,
  };
}

interface Outcome {
  status: number | null;
  output: string;
  timedOut: boolean;
}

/** Runs a command in a process group of its own; after `timeoutMs` the whole group is killed. */
function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; until?: RegExp },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let settled = false;
    const kill = (target: ChildProcess) => {
      try {
        if (target.pid) process.kill(-target.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    const finish = (outcome: Omit<Outcome, 'output'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, output });
    };
    const timer = setTimeout(() => {
      kill(child);
      finish({ status: null, timedOut: true });
    }, options.timeoutMs);
    let found = false;
    const read = (chunk: Buffer) => {
      output += chunk;
      if (!found && options.until?.test(output)) {
        found = true;
        kill(child);
        child.once('exit', () => finish({ status: 0, timedOut: false }));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', (error) => {
      output += String(error);
      finish({ status: -1, timedOut: false });
    });
    child.once('close', (status) => finish({ status, timedOut: false }));
  });
}

/** The end of an output, each line cut to 300 characters (a minified file's line is its whole code). */
const lastLines = (text: string, count = 40) =>
  text
    .trimEnd()
    .split('\n')
    .slice(-count)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
    .join('\n');

/** Why a block failed, naming it; undefined when it passed. */
function failure(block: Block, outcome: Outcome, timeoutMs: number): string | undefined {
  if (outcome.status === 0 && !outcome.timedOut) return undefined;
  const failed = /doctest: line (\d+) failed \(exit (\d+)\)/.exec(outcome.output);
  const line = failed ? `, line ${block.line + Number(failed[1])}` : '';
  const why = outcome.timedOut
    ? `did not end within ${timeoutMs / 1000} s`
    : `failed (exit ${outcome.status})`;
  return `${where(block)}: the ${block.info} block${line} ${why}. Its output:\n${lastLines(outcome.output)}`;
}

/** What runs before each shell block: strict mode, the failing line's report, npm at the root. */
const preamble = () => {
  const top = root.replace(/\/$/, '');
  const workspaces: string[] = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).workspaces;
  const names = JSON.stringify(workspaces.map((path) => path.replace(/^packages\//, '')));
  return `set -eo pipefail
trap 'echo "doctest: line $((LINENO - 1)) failed (exit $?)" >&2' ERR
npm() {
  if [ "$PWD" = '${top}' ]; then
    case "$1" in
      ci) command npm "$@" --dry-run; return ;;
      install | i | add)
        if [ $# -gt 1 ] && [ "\${2#-}" = "$2" ]; then
          echo "doctest: npm $* at the repository's root would change its package.json" >&2
          return 1
        fi
        command npm ci --dry-run; return ;;
      run | run-script)
        if [ "$2" = build ] && [ $# -eq 2 ]; then
          command node --input-type=module -e "import('${top}/scripts/setup.mjs').then((setup) => setup.ensureBuilt(${names.replaceAll('"', "'")}))"
          return
        fi ;;
    esac
  fi
  command npm "$@"
}
`;
};

/** Runs a shell block as one script; a failing line is named by its number in the block. */
async function runShell(block: Block, env: NodeJS.ProcessEnv, timeoutMs: number) {
  const script = `${work}/${block.readme.replaceAll('/', '_')}-${block.line}.sh`;
  // The preamble is sourced on the script's first line, so that the block's lines are 2, 3, ...
  writeFileSync(`${work}/preamble.sh`, preamble());
  writeFileSync(script, `source '${work}/preamble.sh'\n${block.code}\n`);
  const outcome = await runCommand('bash', [script], { cwd: root, env, timeoutMs });
  return failure(block, outcome, timeoutMs);
}

/** Starts each line of a server block: it must print its URL; then it is stopped. */
async function runServers(block: Block, env: NodeJS.ProcessEnv, timeoutMs: number) {
  const lines = block.code.split('\n');
  for (const [index, text] of lines.entries()) {
    const command = text.replace(/(^|\s)#.*$/, '').trim();
    if (!command) continue;
    const outcome = await runCommand('bash', ['-c', command.replace(/--port[ =]\d+/, '--port 0')], {
      cwd: root,
      env,
      timeoutMs,
      until: /https?:\/\/[^\s)]+/,
    });
    if (outcome.status !== 0 || outcome.timedOut || !/https?:\/\/[^\s)]+/.test(outcome.output)) {
      return `${where(block)}: the server on line ${block.line + index + 1} (${command}) printed no URL${
        outcome.timedOut ? ` within ${timeoutMs / 1000} s` : ` (exit ${outcome.status})`
      }. Its output:\n${lastLines(outcome.output)}`;
    }
  }
  return undefined;
}

/** Runs a TypeScript or JavaScript block as a module of its own, with tsx. */
async function runModule(block: Block, env: NodeJS.ProcessEnv, timeoutMs: number) {
  const file = moduleFile(block);
  const outcome = await runCommand(process.execPath, ['--import', 'tsx', file], {
    cwd: `${work}/modules`,
    env,
    timeoutMs,
  });
  return failure(block, outcome, timeoutMs);
}

const moduleFile = (block: Block) =>
  `${work}/modules/${block.readme.replaceAll('/', '_').replace(/\.md$/, '')}-${block.line}.${block.language}`;

/** Type-checks every code block together against the built packages; returns the problems. */
function typeCheck(blocks: Block[]): string[] {
  const files = new Map(blocks.map((block) => [moduleFile(block), block]));
  const program = ts.createProgram([...files.keys()], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [`${root}node_modules/@types`],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowJs: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(d.file.fileName))
    .map((d) => {
      const block = files.get(d.file!.fileName)!;
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${block.readme}:${block.line + line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}

/** Runs one block in its own HOME against its own emulator; the failure, or undefined. */
async function runBlock(block: Block): Promise<string | undefined> {
  const emulator = await startEmulator();
  const home = `${work}/home/${block.readme.replaceAll('/', '_')}-${block.line}`;
  const env = readerEnv(home, emulator.env);
  try {
    if (block.marker?.kind === 'server') return await runServers(block, env, 120_000);
    if (block.language === 'shell') return await runShell(block, env, 240_000);
    return await runModule(block, env, 120_000);
  } finally {
    await emulator.close();
  }
}

/** At most `limit` of the tasks at once. */
function limited(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const BUILDS = /\bnpm run (--\S+ )*build\b/;
const blocks = readmes().flatMap(readBlocks);
const code = blocks.filter((block) => block.language && block.language !== 'shell');
const runnable = blocks.filter(
  (block) => block.language && (!block.marker || block.marker.kind === 'server'),
);
const building = runnable.filter((block) => block.language === 'shell' && BUILDS.test(block.code));
const others = runnable.filter((block) => !building.includes(block));
const slot = limited(Math.max(2, Math.min(4, availableParallelism())));

/** The repository's package.json files and lockfile, which no block may change. */
const manifests = () =>
  [
    'package.json',
    'package-lock.json',
    ...readdirSync(`${root}packages`).map((name) => `packages/${name}/package.json`),
  ]
    .filter((path) => existsSync(`${root}${path}`))
    .map((path) => [path, readFileSync(`${root}${path}`, 'utf8')] as const);
const before = manifests();

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(`${work}/modules`, { recursive: true });
  // JSX blocks: React's automatic runtime, as in the React package's own tsconfig.
  writeFileSync(`${work}/modules/tsconfig.json`, JSON.stringify({ compilerOptions: { jsx: 'react-jsx' } }));
  for (const block of code) writeFileSync(moduleFile(block), `${block.code}\nexport {};\n`);
  npmCache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
});

afterAll(() => {
  const marked = blocks.filter((block) => block.marker && block.marker.kind !== 'server');
  console.log(
    `Doctests: ${runnable.length} blocks run (${building.length} that build, one at a time), ${code.length} type-checked, ${marked.length} not run:\n${marked
      .map(
        (block) =>
          `  ${where(block)} (${block.info}): ${block.marker?.kind === 'skip' ? block.marker.reason : 'needs a real organization'}`,
      )
      .join('\n')}`,
  );
  rmSync(work, { recursive: true, force: true });
});

describe('the READMEs', () => {
  it('mark every fenced block with its language', () => {
    const unknown = blocks
      .filter((block) => !block.language && !TEXT.has(block.info))
      .map((block) => `${where(block)}: a fence with ${block.info ? `'${block.info}'` : 'no language'}`);
    expect(unknown, 'name the language (sh, ts, tsx, js) or `text` for what is not run').toEqual([]);
  });

  it('have TypeScript and JavaScript examples that type-check against the built packages', () => {
    expect(code.length).toBeGreaterThanOrEqual(8);
    expect(typeCheck(code)).toEqual([]);
  }, 120_000);

  it('name only scripts and commands that exist, in inline code', () => {
    const pkg = (dir: string) => JSON.parse(readFileSync(`${root}${dir}package.json`, 'utf8'));
    const scripts = (dir: string) => Object.keys(pkg(dir).scripts ?? {});
    const bins = readdirSync(`${root}packages`).flatMap((name) =>
      Object.keys(pkg(`packages/${name}/`).bin ?? {}),
    );
    const problems: string[] = [];
    for (const readme of readmes()) {
      const text = readFileSync(readme, 'utf8');
      for (const [span] of text.matchAll(/`[^`\n]+`/g)) {
        const line = text.slice(0, text.indexOf(span)).split('\n').length;
        const at = `${relative(root, readme)}:${line}`;
        const run = /^`npm run (?:--silent )?([\w:-]+)(.*)`$/.exec(span);
        if (run) {
          const workspace = /(?:-w|--workspace) (packages\/[\w-]+)/.exec(run[2])?.[1];
          const where = workspace ? `${workspace}/` : '';
          if (!scripts(where).includes(run[1])) {
            problems.push(`${at}: ${span}: no script '${run[1]}' in ${where || 'the root '}package.json`);
          }
        }
        const npx = /^`npx ([\w@/.-]+)/.exec(span);
        if (npx && !bins.includes(npx[1]) && !existsSync(`${root}node_modules/.bin/${npx[1]}`)) {
          problems.push(`${at}: ${span}: no command '${npx[1]}' in the workspaces or node_modules/.bin`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has blocks to run', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(10);
  });
});

describe('README blocks that build, one at a time', () => {
  for (const block of building) {
    it(`${where(block)} (${block.info})`, async () => {
      expect(await runBlock(block)).toBeUndefined();
    }, 300_000);
  }
});

describe.concurrent('README blocks', () => {
  for (const block of others) {
    it(`${where(block)} (${block.info}${block.marker ? `, ${block.marker.kind}` : ''})`, async () => {
      expect(await slot(() => runBlock(block))).toBeUndefined();
    }, 300_000);
  }
});

describe('after the blocks', () => {
  it('the repository has the same package.json files and lockfile', () => {
    const changed = manifests()
      .filter(([path, text]) => before.find(([other]) => other === path)?.[1] !== text)
      .map(([path]) => path);
    expect(changed, 'a README block changed these files: restore them with git checkout').toEqual([]);
  });
});

describe('the doctest runner', () => {
  it('names the README and the line of a failing block, and passes a good one', async () => {
    const readme = `${work}/selftest/README.md`;
    mkdirSync(`${work}/selftest`, { recursive: true });
    writeFileSync(
      readme,
      [
        '# Self-test',
        '',
        '```sh',
        'echo fine',
        'test "$PLATFORM_ADMIN_TOKEN" = emulator-admin-token',
        'false   # line 6',
        'echo never',
        '```',
        '',
        '```ts',
        'const { PLATFORM_ADMIN_HOST: host, PLATFORM_ADMIN_ORG: org, PLATFORM_ADMIN_TOKEN: token } = process.env;',
        "const response = await fetch(host + '/rest/organizations/' + org, { headers: { authorization: 'Bearer ' + token } });",
        "if (!response.ok) throw new Error('not ok');",
        '```',
        '',
        '```ts',
        "throw new Error('broken example');",
        '```',
        '',
        '<!-- doctest: real-organization -->',
        '```ts',
        "throw new Error('not run');",
        '```',
      ].join('\n'),
    );
    const [shell, good, bad, marked] = readBlocks(readme);
    expect(marked.marker).toEqual({ kind: 'real-organization' });
    for (const block of [good, bad]) writeFileSync(moduleFile(block), `${block.code}\nexport {};\n`);
    const shellFailure = await runBlock(shell);
    expect(shellFailure).toMatch(
      /^test-output\/doctest-\d+\/selftest\/README\.md:3: the sh block, line 6 failed/,
    );
    expect(shellFailure).toContain('fine');
    expect(shellFailure).not.toContain('never');
    expect(await runBlock(good)).toBeUndefined();
    const moduleFailure = await runBlock(bad);
    expect(moduleFailure).toMatch(/README\.md:16: the ts block failed \(exit 1\)/);
    expect(moduleFailure).toContain('broken example');
  }, 60_000);
});
