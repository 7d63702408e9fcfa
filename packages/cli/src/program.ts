import tab from '@bomb.sh/tab/commander';
import { type PlatformClient, paginate } from '@platform-admin/client';
import { Command, type CommanderError, Option } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { areaPrefixes, type CommandSpec, commandTree, restCall } from './commands';
import { configPath, profileName, readConfig, writeConfig } from './config';
import {
  type ConnectionFlags,
  clientFor,
  connect,
  ENVIRONMENTS,
  missingOrganization,
  REGIONS,
  resolveConnection,
} from './connection';
import { addConsole } from './console';
import { descriptions, firstSentence, type MethodDoc, summaries } from './descriptions';
import { Interrupted, UsageError } from './errors';
import { type CallInput, fieldValue, invoke, readFileArgument, readJsonArgument } from './invoke';
import { type Io, itemsKeyOf, OUTPUT_FORMATS, type OutputFormat, printResult, toJson } from './output';
import { nearest, optionSuggestions } from './suggest';
import { runWait, WAITERS } from './wait';

const NAME = 'platform-admin';

/**
 * Calls that cannot be undone and whose target comes from the connection (`--org`, the environment,
 * the profile) when the command line does not name it: their commands need `--confirm` with that id,
 * as a script would spell it, so that a profile's default is never deleted by a mistyped line.
 */
const CONFIRMED: Record<string, { what: string }> = {
  'organizations.delete': { what: 'the organization, with every source, index, pipeline and key it holds' },
};

/**
 * Query parameters that page a list: whole numbers, 0 or more, checked before anything is sent (the
 * platform would answer 400 only after the call).
 */
const PAGING = new Set(['page', 'perPage', 'pageSize', 'offset', 'limit']);

/**
 * commander's Command, with an unknown option answered by the options likely meant: `--pageSize`
 * gets `--per-page`, the command's own page size, and any camelCase name its kebab-case spelling.
 * commander calls `unknownOption` on the command that met the option; `createCommand` makes every
 * subcommand one of these too.
 */
class CliCommand extends Command {
  override createCommand(name?: string): Command {
    return new CliCommand(name);
  }

  unknownOption(flag: string): never {
    const known: string[] = [];
    for (let command: Command | null = this; command; command = command.parent) {
      for (const option of command.options)
        if (option.long && !option.hidden) known.push(option.long.slice(2));
    }
    const near = optionSuggestions(flag, known);
    const camel = /[A-Z_]/.test(flag.split('=')[0]);
    this.error(
      `error: unknown option '${flag}'.${near.length ? ` Did you mean ${near.join(' or ')}?` : ''}${camel ? ' Options are in kebab case.' : ''}`,
      { code: 'commander.unknownOption' },
    );
  }
}

/** Global options that take a value: an argument after them is no command name. */
const VALUE_OPTIONS = new Set([
  '--token',
  '--org',
  '--region',
  '--environment',
  '--host',
  '--profile',
  '-o',
  '--output',
  '--columns',
]);

interface GlobalOptions extends ConnectionFlags {
  output?: OutputFormat;
  columns?: string;
  verbose?: boolean;
}

export interface RunContext {
  io: Io;
  env: NodeJS.ProcessEnv;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  /** Set by a command for which Ctrl-C is the normal end (the emulator): exit 0, not 130. */
  interruptIsStop?: boolean;
}

/**
 * Joins `sources mappings update` into `sources.mappings update`, the area's own name.
 * @returns the arguments, and the first word that is no option: the area, or another command.
 */
export function normalizeArgv(argv: string[], areas: Set<string>): { args: string[]; first?: string } {
  const args = [...argv];
  let i = 0;
  while (i < args.length && args[i].startsWith('-') && args[i] !== '--')
    i += VALUE_OPTIONS.has(args[i]) ? 2 : 1;
  if (i >= args.length || !areas.has(args[i])) return { args, first: args[i] };
  while (i + 1 < args.length && areas.has(`${args[i]}.${args[i + 1]}`)) {
    args.splice(i, 2, `${args[i]}.${args[i + 1]}`);
  }
  return { args, first: args[i] };
}

function describeParam(doc: MethodDoc | undefined, name: string): string {
  return doc?.params?.[name] ? `: ${doc.params[name]}` : '';
}

/** The text after an operation's usage: the REST call, each parameter and where it goes, the TSDoc. */
function operationHelp(spec: CommandSpec, doc: MethodDoc | undefined): string {
  const { endpoint } = spec;
  const rows: Array<[string, string, string]> = [];
  if (endpoint.pathParams.includes('org')) {
    rows.push(['--org', 'path', "{org}: the organization (--org, PLATFORM_ADMIN_ORG or the profile's)"]);
  }
  for (const positional of spec.positionals) {
    rows.push(
      positional.in === 'path'
        ? [`<${positional.name}>`, 'path', `{${positional.name}}, percent-encoded`]
        : ['<file>', 'body', 'the file, sent as multipart/form-data'],
    );
  }
  for (const option of spec.options) {
    rows.push(
      option.in === 'query'
        ? [`--${option.flag}`, 'query', `${option.name}=<value>`]
        : [
            `--${option.flag}`,
            'body',
            `field ${option.name} of the ${endpoint.body === 'form' ? 'multipart form' : 'JSON body'}`,
          ],
    );
  }
  if (endpoint.organizationQuery) {
    rows.push(['--org', 'query', `${endpoint.organizationQuery}=<the organization>, filled from --org`]);
  }
  if (spec.body === 'json') rows.push(['--body', 'body', 'the JSON body: text, @file.json, or - for stdin']);
  const width = Math.max(0, ...rows.map(([name]) => name.length));
  const lines = ['', `REST call: ${restCall(endpoint)}`, '', 'Parameters (name, where it goes, what):'];
  for (const [name, where, what] of rows) lines.push(`  ${name.padEnd(width)}  ${where.padEnd(5)}  ${what}`);
  if (!rows.length) lines.push('  none');
  const args = [
    ...(spec.explicitOrganization ? ['org'] : []),
    ...spec.positionals.filter((p) => p.in === 'path').map((p) => p.name),
    ...(endpoint.body
      ? [spec.body === 'fields' && endpoint.bodyFields?.length === 1 ? endpoint.bodyFields[0] : 'body']
      : []),
    ...(endpoint.query?.length ? ['query'] : []),
    'settings',
  ];
  const notes: string[] = [];
  if (spec.options.some((o) => o.in === 'query')) {
    notes.push('A query option given twice sends a list (a=1&a=2); given with no value, it sends true.');
  }
  if (spec.options.some((o) => o.in === 'body')) {
    notes.push(
      'A body field value that reads as JSON (42, true, [..], {..}) is sent as such; @file.json reads one.',
    );
  }
  if (notes.length) lines.push(...notes.map((note) => `  ${note}`));
  lines.push('', `Client method: client.${endpoint.name}(${args.join(', ')})`);
  if (doc?.params?.query) lines.push(`  query: ${doc.params.query}`);
  if (doc?.returns && doc.returns !== (true as unknown)) lines.push(`Returns: ${doc.returns}`);
  if (doc?.throws && doc.throws !== (true as unknown)) lines.push(`Errors: ${doc.throws}`);
  const deprecated = summaries()[endpoint.name]?.deprecated ?? doc?.deprecated;
  if (deprecated) lines.push(`Deprecated${deprecated === true ? '.' : `: ${deprecated}`}`);
  if (spec.pageable) lines.push('', `--all pages through the list and prints one JSON line per item.`);
  if (WAITERS[endpoint.name])
    lines.push('', '--wait waits until the operation has ended, with progress on stderr.');
  const example = [NAME, spec.area, spec.operation, ...spec.positionals.map((p) => `<${p.name}>`)];
  if (spec.body === 'json') example.push('--body @body.json');
  lines.push('', `Example: ${example.join(' ')}`);
  lines.push(`Global options (connection, output): \`${NAME} --help\`.`);
  return `${lines.join('\n')}\n`;
}

/** `sources.mappings` as it is typed: `sources mappings`. */
const spoken = (area: string) => area.replace(/\./g, ' ');

/**
 * The usage error for `platform-admin <area> <typed>`: the area's operations and sub-areas nearest
 * to what was typed; failing those, the nearest operations of the areas above it (`sources mappings
 * list` → `sources list`); failing those, the areas that have an operation of that very name. The
 * hint lists the area's operations when they are few.
 */
function unknownOperation(
  area: string,
  typed: string,
  children: string[],
  tree: Map<string, CommandSpec[]>,
): UsageError {
  const operations = (tree.get(area) ?? []).map((spec) => spec.operation);
  const below = children.map((child) => child.slice(area.length + 1));
  let near = nearest(typed, [...operations, ...below]).map((name) => `${spoken(area)} ${name}`);
  const parts = area.split('.');
  for (let i = parts.length - 1; i > 0 && !near.length; i--) {
    const above = parts.slice(0, i).join('.');
    near = nearest(
      typed,
      (tree.get(above) ?? []).map((spec) => spec.operation),
    ).map((name) => `${spoken(above)} ${name}`);
  }
  if (!near.length) {
    near = [...tree.values()]
      .flat()
      .filter((spec) => spec.operation === typed)
      .slice(0, 3)
      .map((spec) => `${spoken(spec.area)} ${spec.operation}`);
  }
  const listed = [...operations, ...below.map((name) => `${name} (sub-area)`)];
  return new UsageError(
    `Unknown operation '${typed}' in ${area}.${near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(', ')}?` : ''}`,
    listed.length <= 12
      ? `${area} has: ${listed.join(', ')}. \`${NAME} ${area} --help\` says more.`
      : `Run \`${NAME} ${area} --help\` to list its operations.`,
  );
}

/**
 * A paging option's value (`--per-page 50`, `--page 0`): one whole number, 0 or more.
 * @throws UsageError for anything else, before anything is sent.
 */
function pagingValue(flag: string, value: unknown): number {
  const example = `e.g. --${flag} ${flag === 'page' ? '0 (the first page)' : '50'}`;
  if (Array.isArray(value)) {
    throw new UsageError(`--${flag} takes one value; it was given ${value.length} times.`, example);
  }
  const number = Number(value);
  if (value === true || typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new UsageError(
      `--${flag} takes a whole number, 0 or more; got ${value === true ? 'no value' : `'${value}'`}.`,
      example,
    );
  }
  return number;
}

/** Splits `--columns id,name` into names. */
const columnsOf = (text: string | undefined) =>
  text
    ?.split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** Collects a repeated option into an array; once, it stays one value. */
const collect = (value: string, previous: unknown) =>
  previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];

/**
 * The program. Operations are built for `only` (the area the command line names) or, when it is
 * undefined, for every area (help of everything, completion); the other areas stay empty, which keeps
 * a command's start quick however large the catalog grows.
 */
export function buildProgram(context: RunContext, only?: string | null): Command {
  const { io } = context;
  const tree = commandTree();
  const docs = descriptions();

  const program = new CliCommand(NAME)
    .description(
      "A command line over every call of the platform's administration REST APIs: `platform-admin <area> <operation>`.",
    )
    .version(pkg.version, '-V, --version')
    .configureHelp({ sortSubcommands: false })
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(io.redact(text)),
      outputError: (text, write) => write(text),
    })
    .exitOverride()
    .showSuggestionAfterError(false);

  const connection = 'Connection (flags, then PLATFORM_ADMIN_* variables, then the profile):';
  const output = 'Output:';
  const add = (option: Option, group: string) => program.addOption(option.helpGroup(group));
  add(new Option('--token <token>', 'access token (better: PLATFORM_ADMIN_TOKEN or `login`)'), connection);
  add(new Option('--org <id>', 'organization id (PLATFORM_ADMIN_ORG)'), connection);
  add(new Option('--region <region>', 'us, eu or au (PLATFORM_ADMIN_REGION)').choices(REGIONS), connection);
  add(
    new Option('--environment <name>', 'dev, stg, production or hipaa (PLATFORM_ADMIN_ENVIRONMENT)').choices(
      ENVIRONMENTS,
    ),
    connection,
  );
  add(new Option('--host <url>', 'platform host, e.g. an emulator URL (PLATFORM_ADMIN_HOST)'), connection);
  add(new Option('--profile <name>', 'profile of the config file (PLATFORM_ADMIN_PROFILE)'), connection);
  add(new Option('--emulator', 'run against a fresh in-process emulator'), connection);
  add(
    new Option('-o, --output <format>', 'json (pretty on a terminal), ndjson or table').choices(
      OUTPUT_FORMATS,
    ),
    output,
  );
  add(
    new Option('--columns <list>', 'columns of --output table, e.g. id,name,information.sourceStatus.type'),
    output,
  );
  add(new Option('-v, --verbose', 'on an API error, print the whole error body too'), output);

  program.commandsGroup('Commands:');
  addLogin(program, context);
  addLogout(program, context);
  addProfiles(program, context);
  addEmulator(program, context);
  addConsole(program, context);

  program.commandsGroup('API areas (`platform-admin <area> --help` lists its operations):');
  const areaNames = [...tree.keys()];
  for (const [area, specs] of tree) {
    const resourcePath = specs[0].endpoint.name.split('.').slice(0, -1).join('.');
    const areaDoc = docs.areas[resourcePath];
    const children = areaNames.filter(
      (name) => name.startsWith(`${area}.`) && !name.slice(area.length + 1).includes('.'),
    );
    const areaCommand = program
      .command(area)
      .summary(firstSentence(areaDoc?.property ?? areaDoc?.summary) || `${specs.length} operations`)
      .description(areaDoc?.summary ?? `The ${area} calls.`)
      .showHelpAfterError(`(run \`${NAME} ${area} --help\` to list its operations)`);
    if (children.length) {
      areaCommand.addHelpText(
        'after',
        `\nSub-areas: ${children.join(', ')}\n(\`${NAME} ${children[0]} --help\`, or \`${NAME} ${children[0].replace(/\./g, ' ')} --help\`)`,
      );
    }
    areaCommand.on('command:*', (operands: string[]) => {
      throw unknownOperation(area, operands[0], children, tree);
    });
    if (only === undefined || only === area) {
      for (const spec of specs) addOperation(areaCommand, spec, docs.methods[spec.endpoint.name], context);
    }
  }

  // `ua` and the like: no operations of their own, only areas under them.
  const prefixes = areaPrefixes(areaNames);
  for (const [prefix, children] of prefixes) {
    if (tree.has(prefix)) continue;
    const group = program
      .command(prefix)
      .summary(`${children.length} areas: ${children.join(', ')}`.slice(0, 100))
      .description(`Areas under ${prefix}: ${children.join(', ')}.`)
      .argument('[area...]')
      .addHelpText(
        'after',
        `\nRun \`${NAME} <area> --help\` for one of them, e.g. \`${NAME} ${children[0]} --help\`.`,
      )
      .action((operands: string[]) => {
        if (!operands.length) group.help({ error: true });
        const near = nearest(
          operands[0],
          children.map((c) => c.slice(prefix.length + 1)),
        );
        throw new UsageError(
          `Unknown area '${prefix}.${operands[0]}'.${near.length ? ` Did you mean ${near.map((n) => `'${prefix} ${n}'`).join(', ')}?` : ''}`,
          `Areas under ${prefix}: ${children.join(', ')}.`,
        );
      });
  }

  program.on('command:*', (operands: string[]) => {
    const typed = operands[0];
    const near = nearest(typed, [...areaNames, ...prefixes.keys()]);
    const asOperation = [...tree.values()]
      .flat()
      .filter((spec) => spec.operation === typed)
      .slice(0, 3)
      .map((spec) => `${spec.area} ${spec.operation}`);
    const all = [...near, ...asOperation];
    throw new UsageError(
      `Unknown area '${typed}'.${all.length ? ` Did you mean ${all.map((n) => `'${n}'`).join(', ')}?` : ''}`,
      `Run \`${NAME} --help\` to list the areas.`,
    );
  });

  program.addHelpText(
    'after',
    `
Examples:
  ${NAME} sources list --per-page 50
  ${NAME} sources start-refresh <sourceId> --wait
  ${NAME} sources list --all | jq -r .name
  ${NAME} sources list --output table --columns id,name,information.sourceStatus.type
  ${NAME} api-keys create --body @key.json
  ${NAME} login --profile prod        (reads the token from PLATFORM_ADMIN_TOKEN or standard input)
  ${NAME} --emulator sources list     (a fresh in-process emulator, nothing kept)

Profiles are kept in ${configPath(context.env)} (mode 0600).
Exit codes: 0 success, 1 API error, 2 usage error, 130 interrupted (Ctrl-C).
Completion: ${NAME} completion bash|zsh|fish > file, then source it.`,
  );

  const completion = tab(program, { completionCommandName: 'completion' });
  for (const command of completion.commands.values())
    command.description = firstSentence(command.description);
  program.commands.find((command) => command.name() === 'completion')?.helpGroup('Commands:');
  return program;
}

function addOperation(area: Command, spec: CommandSpec, doc: MethodDoc | undefined, context: RunContext) {
  const { endpoint } = spec;
  // What the call does comes from the catalog; the method's TSDoc adds its parameters and answers.
  const summary = summaries()[endpoint.name]?.summary ?? doc?.summary;
  const command = area
    .command(spec.operation)
    .summary(firstSentence(summary) || restCall(endpoint))
    .description(summary ?? `${restCall(endpoint)}.`)
    .showHelpAfterError(`(run \`${NAME} ${spec.area} ${spec.operation} --help\` for its parameters)`);
  for (const positional of spec.positionals) {
    command.argument(
      `<${positional.name}>`,
      positional.in === 'path'
        ? `path parameter {${positional.name}}${describeParam(doc, positional.name)}`
        : 'file to send (multipart form)',
    );
  }
  for (const option of spec.options) {
    const where = option.in === 'query' ? `query parameter ${option.name}` : `body field ${option.name}`;
    command.addOption(
      new Option(`--${option.flag} [value]`, `${where}${describeParam(doc, option.name)}`).argParser(collect),
    );
  }
  if (spec.body === 'json') {
    command.addOption(
      new Option('--body <json>', 'request body (required): JSON text, @file.json, or - for stdin'),
    );
  }
  if (spec.pageable) command.addOption(new Option('--all', 'every page, one JSON line per item (NDJSON)'));
  if (CONFIRMED[endpoint.name]) {
    command.addOption(
      new Option('--confirm <organizationId>', 'required: the id of the organization to delete, again'),
    );
  }
  if (WAITERS[endpoint.name]) {
    command.addOption(new Option('--wait', 'wait until the operation has ended'));
    command.addOption(new Option('--timeout <seconds>', 'give up waiting after this long').default('600'));
    command.addOption(
      new Option('--interval <seconds>', 'delay between two reads while waiting').default('1'),
    );
  }
  command.addHelpText('after', operationHelp(spec, doc));
  command.action(async (...args: unknown[]) => {
    const self = args[args.length - 1] as Command;
    const values = args.slice(0, spec.positionals.length) as string[];
    await runOperation(spec, values, self, context);
  });
}

async function runOperation(spec: CommandSpec, values: string[], command: Command, context: RunContext) {
  const { io, signal } = context;
  const { endpoint } = spec;
  const options = command.optsWithGlobals() as GlobalOptions & Record<string, unknown>;
  const local = command.opts() as Record<string, unknown>;
  const format: OutputFormat = options.output ?? 'json';

  const input: CallInput = { path: {} };
  spec.positionals.forEach((positional, i) => {
    if (positional.in === 'path') input.path[positional.name] = values[i];
    else input.body = readFileArgument(values[i]);
  });
  const attribute = (flag: string) => new Option(`--${flag}`).attributeName();
  const query: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const option of spec.options) {
    const value = local[attribute(option.flag)];
    if (value === undefined) continue;
    if (option.in === 'query' && PAGING.has(option.name))
      query[option.name] = pagingValue(option.flag, value);
    else if (option.in === 'query') query[option.name] = value === true ? 'true' : value;
    else fields[option.name] = value === true ? true : fieldValue(String(value), option.flag);
  }
  if (spec.body === 'fields') {
    const names = endpoint.bodyFields ?? [];
    input.body = names.length === 1 ? fields[names[0]] : fields;
  } else if (spec.body === 'json') {
    if (local.body === undefined) {
      throw new UsageError(
        `${spec.area} ${spec.operation} sends a JSON body: --body is required.`,
        `Add --body '{...}', --body @file.json or --body - (standard input); \`${NAME} ${spec.area} ${spec.operation} --help\` says more.`,
      );
    }
    input.body = readJsonArgument(String(local.body));
  }
  if (endpoint.query?.length) input.query = query;

  if (local.all && command.getOptionValueSource('output') === 'cli' && format !== 'ndjson') {
    throw new UsageError(
      '--all prints NDJSON, one item a line.',
      `Leave out --output ${format}, or leave out --all.`,
    );
  }

  const connection = await connect(options, io, context.env);
  if (!connection.org && (endpoint.pathParams.includes('org') || endpoint.organizationQuery)) {
    throw missingOrganization(`${spec.area} ${spec.operation}`);
  }
  input.org = connection.org;
  const confirmed = CONFIRMED[endpoint.name];
  if (confirmed && (local.confirm === undefined || local.confirm !== connection.org)) {
    const target = connection.org ?? '<organizationId>';
    throw new UsageError(
      local.confirm === undefined
        ? `${spec.area} ${spec.operation} deletes ${confirmed.what}, and cannot be undone: --confirm is required.`
        : `--confirm '${local.confirm}' is not the organization this would delete ('${target}').`,
      `To delete '${target}', run: ${NAME} --org ${target} ${spec.area} ${spec.operation} --confirm ${target}`,
    );
  }
  const client = clientFor(connection);
  const settings = { signal };

  if (local.all) {
    await streamAll(client, spec, input, settings, context);
    return;
  }
  let result = await invoke(client, spec, input, settings);
  if (signal.aborted) throw new Interrupted();
  if (local.wait) {
    const seconds = (name: string) => {
      const n = Number(local[name]);
      if (!Number.isFinite(n) || n < 0)
        throw new UsageError(`--${name} must be a number of seconds.`, `e.g. --${name} 60`);
      return n * 1000;
    };
    result = await runWait(
      io,
      `${spec.area} ${spec.operation}`,
      WAITERS[endpoint.name],
      client,
      input.path,
      result,
      {
        signal,
        timeoutMs: seconds('timeout'),
        intervalMs: seconds('interval'),
      },
    );
  }
  await printResult(io, result, format, columnsOf(options.columns));
}

/** `--all`: every page, each item as one JSON line as soon as its page came; one page in memory at a time. */
async function streamAll(
  client: PlatformClient,
  spec: CommandSpec,
  input: CallInput,
  settings: { signal: AbortSignal },
  { io, signal }: RunContext,
) {
  const query = { ...input.query };
  const names = spec.endpoint.query ?? [];
  if (query.perPage === undefined && query.pageSize === undefined) {
    if (names.includes('perPage')) query.perPage = 100;
    else if (names.includes('pageSize')) query.pageSize = 100;
  }
  const start = Number(query.page ?? 0) || 0;
  const fetchPage = (page: number) =>
    invoke(client, spec, { ...input, query: { ...query, page: start + page } }, settings);
  let first: unknown = await fetchPage(0);
  if (signal.aborted) throw new Interrupted();
  if (Array.isArray(first)) {
    for (const item of first) await io.out(`${toJson(item, false)}\n`);
    return;
  }
  const key = itemsKeyOf(first);
  if (!key) {
    await io.out(`${toJson(first, false)}\n`);
    return;
  }
  const pages = paginate<unknown>(async (page) => {
    if (page === 0) {
      const page0 = first as object;
      first = undefined;
      return page0;
    }
    return (await fetchPage(page)) as object | undefined;
  }, key);
  for await (const item of pages) await io.out(`${toJson(item, false)}\n`);
  if (signal.aborted) throw new Interrupted();
}

/** Reads a token typed at a terminal without echoing it, or piped on standard input. */
async function readToken(io: Io): Promise<string> {
  const { stdin } = process;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').trim();
  }
  io.stderr.write('Access token (not shown): ');
  stdin.setRawMode(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let token = '';
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          finish();
          return resolve(token.trim());
        }
        if (char === '\u0003') {
          finish();
          return reject(new Interrupted());
        }
        if (char === '\u007f') token = token.slice(0, -1);
        else token += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      io.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

function addLogin(program: Command, { io, env }: RunContext) {
  program
    .command('login')
    .summary('check an access token and keep it in a profile')
    .description(
      'Checks an access token (POST /oauth/check_token) and keeps it, with the connection settings given, in a profile of the config file (mode 0600).\n' +
        'The token comes from --token, PLATFORM_ADMIN_TOKEN, or standard input (typed without echo, or piped).',
    )
    .action(async (_options: unknown, command: Command) => {
      const flags = command.optsWithGlobals() as GlobalOptions;
      const path = configPath(env);
      const config = readConfig(path);
      const name = profileName(flags.profile, config, env);
      const resolved = resolveConnection(
        { ...flags, profile: config.profiles[name] ? name : undefined },
        env,
      );
      // The token to check is a new one: the flag's, the environment's, or one read now; never the profile's.
      const token = flags.token || env.PLATFORM_ADMIN_TOKEN || (await readToken(io));
      if (!token)
        throw new UsageError(
          'No access token given.',
          'Pass it on standard input or in PLATFORM_ADMIN_TOKEN.',
        );
      io.addSecret(token);
      const client = clientFor({ ...resolved, token });
      const user = await client.initialize();
      const profile = { ...(config.profiles[name] ?? {}), token };
      for (const key of ['org', 'region', 'environment', 'host'] as const) {
        if (resolved[key]) profile[key] = resolved[key];
      }
      config.profiles[name] = profile;
      config.defaultProfile ??= name;
      writeConfig(config, path);
      io.err(
        `Logged in as ${user.displayName ?? user.username ?? 'an unnamed user'}${user.username ? ` (${user.username})` : ''}; profile '${name}' saved to ${path}.`,
      );
    });
}

function addLogout(program: Command, { io, env }: RunContext) {
  program
    .command('logout')
    .summary("forget a profile's token")
    .description('Removes the token of a profile (--profile, or the default one) from the config file.')
    .action((_options: unknown, command: Command) => {
      const flags = command.optsWithGlobals() as GlobalOptions;
      const path = configPath(env);
      const config = readConfig(path);
      const name = profileName(flags.profile, config, env);
      const profile = config.profiles[name];
      if (!profile?.token) {
        io.err(`Profile '${name}' keeps no token.`);
        return;
      }
      delete profile.token;
      writeConfig(config, path);
      io.err(`Token of profile '${name}' removed from ${path}.`);
    });
}

function addProfiles(program: Command, { io, env }: RunContext) {
  program
    .command('profiles')
    .summary('list the profiles of the config file (tokens not shown)')
    .description('Lists the profiles of the config file, with their settings; tokens are never shown.')
    .action(async (_options: unknown, command: Command) => {
      const flags = command.optsWithGlobals() as GlobalOptions;
      const config = readConfig(configPath(env));
      const current = profileName(flags.profile, config, env);
      const rows = Object.entries(config.profiles).map(([name, profile]) => ({
        name,
        default: name === current,
        org: profile.org,
        region: profile.region,
        environment: profile.environment,
        host: profile.host,
        token: profile.token ? 'kept' : 'none',
      }));
      await printResult(io, rows, flags.output ?? 'json', columnsOf(flags.columns));
    });
}

function addEmulator(program: Command, context: RunContext) {
  const { io, signal } = context;
  program
    .command('emulator')
    .summary('start the local emulator of the platform over HTTP')
    .description(
      "Starts a local, stateful emulator of the platform's APIs over HTTP, on loopback unless --host says otherwise, until Ctrl-C. The same as `platform-emulator`.",
    )
    .option('--port <port>', 'port; 0 picks a free one', '0')
    // The program's own --host (the platform's URL) takes the value when typed, wherever it stands:
    // this one is read through optsWithGlobals, and is here for the help.
    .option('--host <address>', 'address to listen on (default: "127.0.0.1")')
    .option('--refresh-ms <ms>', 'how long a source refresh lasts, in ms', '1500')
    .action(async (options: { port: string; refreshMs: string }, command: Command) => {
      const host = (command.optsWithGlobals() as { host?: string }).host ?? '127.0.0.1';
      if (host.includes('/') || host === '') {
        throw new UsageError(
          `--host of \`emulator\` is the address to listen on, not a URL; got '${host}'.`,
          'e.g. --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface)',
        );
      }
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new UsageError(
          `--port must be an integer from 0 to 65535; got '${options.port}'.`,
          'e.g. --port 8080',
        );
      }
      const refreshDurationMs = Number(options.refreshMs);
      if (!Number.isFinite(refreshDurationMs) || refreshDurationMs < 0) {
        throw new UsageError('--refresh-ms must be a number of ms.', 'e.g. --refresh-ms 1500');
      }
      const { createEmulator, DEFAULT_TOKEN, DEFAULT_ORGANIZATION_ID } = await import(
        '@platform-admin/emulator'
      );
      context.interruptIsStop = true;
      const server = await createEmulator({ refreshDurationMs }).listen(port, host);
      await io.out(`platform-admin emulator listening on ${server.url}\n`);
      io.err(
        `Try: PLATFORM_ADMIN_HOST=${server.url} PLATFORM_ADMIN_TOKEN=${DEFAULT_TOKEN} PLATFORM_ADMIN_ORG=${DEFAULT_ORGANIZATION_ID} ${NAME} sources list\nCtrl-C stops it.`,
      );
      await new Promise<void>((resolve) => {
        if (signal.aborted) resolve();
        signal.addEventListener('abort', () => resolve(), { once: true });
        process.once('SIGTERM', () => resolve());
      });
      await server.close();
      io.err('Emulator stopped.');
    });
}

/** Exit code of a commander error: 0 for help and version, else 2 (a usage error). */
export function commanderExit(error: CommanderError): number {
  return ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code) &&
    error.exitCode === 0
    ? 0
    : 2;
}
