import {
  NetworkError,
  PlatformError,
  PollingTimeoutError,
  RetryExhaustedError,
} from '@platform-admin/client';
import { CommanderError } from 'commander';
import { areaPrefixes, commandTree } from './commands';
import { configPath, readConfig } from './config';
import { CommandError, EXIT, Interrupted, UsageError } from './errors';
import { Io, toJson } from './output';
import { buildProgram, commanderExit, normalizeArgv, type RunContext } from './program';

/** One line: newlines and runs of spaces folded. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What stderr says about an error, and the exit code. */
export function report(error: unknown, io: Io, verbose: boolean, signal: AbortSignal): number {
  if (error instanceof Interrupted || (signal.aborted && !(error instanceof UsageError))) {
    io.err('Interrupted: the call in flight was aborted.');
    return EXIT.interrupted;
  }
  if (error instanceof CommanderError) return commanderExit(error);
  if (error instanceof UsageError) {
    io.err(`error: ${error.message}`);
    if (error.hint) io.err(error.hint);
    return EXIT.usage;
  }
  if (error instanceof PlatformError) {
    const body = error.body as Record<string, unknown> | string | undefined;
    const message =
      (typeof body === 'object' && body && typeof body.message === 'string' && body.message) ||
      (typeof body === 'string' && body.replace(/<[^>]*>/g, ' ')) ||
      error.message;
    const parts = [
      `error: ${error.status}`,
      error.errorCode ?? 'no error code',
      oneLine(String(message)).slice(0, 300),
    ];
    io.err(`${parts.join(' ')} (request id: ${error.requestId ?? 'none'})`);
    if (verbose) io.err(typeof body === 'string' ? body : toJson(body, true));
    return EXIT.api;
  }
  if (error instanceof RetryExhaustedError) {
    io.err(
      `error: ${error.status} THROTTLED ${error.message} after ${error.attempts} attempts` +
        `${error.retryAfterMs === undefined ? '' : `; the platform asks to wait ${Math.ceil(error.retryAfterMs / 1000)} s`} (request id: ${error.requestId ?? 'none'})`,
    );
    return EXIT.api;
  }
  if (error instanceof PollingTimeoutError) {
    io.err(`error: ${error.message.replace('raise timeoutMs', 'raise --timeout')}`);
    return EXIT.api;
  }
  if (error instanceof CommandError) {
    io.err(`error: ${error.message}`);
    return EXIT.api;
  }
  if (error instanceof NetworkError) {
    io.err(`error: ${oneLine(error.message)}`);
    io.err('Check --host, --region and --environment, and the network.');
    return EXIT.api;
  }
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (error instanceof TypeError && cause) {
    io.err(`error: the platform could not be reached (${cause.code ?? cause.message ?? 'network error'}).`);
    io.err('Check --host, --region and --environment, and the network.');
    return EXIT.api;
  }
  io.err(`error: ${oneLine((error as Error)?.message ?? String(error))}`);
  if (verbose && (error as Error)?.stack) io.err(String((error as Error).stack));
  return EXIT.api;
}

/** Tokens that may appear nowhere: the flag's, the environment's, every profile's. */
function collectSecrets(argv: string[], io: Io, env: NodeJS.ProcessEnv) {
  io.addSecret(env.PLATFORM_ADMIN_TOKEN);
  argv.forEach((arg, i) => {
    if (arg === '--token') io.addSecret(argv[i + 1]);
    else if (arg.startsWith('--token=')) io.addSecret(arg.slice('--token='.length));
  });
  try {
    for (const profile of Object.values(readConfig(configPath(env)).profiles)) io.addSecret(profile.token);
  } catch {
    // A broken config file is reported when it is used.
  }
}

/** Runs the CLI on `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const io = new Io();
  // A reader that went away (`| head`) ends the command quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.ok);
  });
  collectSecrets(argv, io, env);
  const controller = new AbortController();
  let interrupts = 0;
  const onInterrupt = () => {
    if (++interrupts > 1) process.exit(EXIT.interrupted);
    controller.abort(new Interrupted());
    // Whatever still runs gets two seconds to wind down.
    setTimeout(() => process.exit(EXIT.interrupted), 2000).unref();
  };
  process.on('SIGINT', onInterrupt);
  const verbose = argv.includes('-v') || argv.includes('--verbose');
  const context: RunContext = { io, env, signal: controller.signal, interruptIsStop: false };
  try {
    const areas = new Set(commandTree().keys());
    const { args, first } = normalizeArgv(argv, new Set([...areas, ...areaPrefixes(areas).keys()]));
    // Completion and help of everything need every operation; a command needs its area's only.
    const only =
      first === 'complete' || first === 'completion' || first === 'help'
        ? undefined
        : first && areas.has(first)
          ? first
          : null;
    const program = buildProgram(context, only);
    await program.parseAsync(args, { from: 'user' });
    if (controller.signal.aborted && !context.interruptIsStop) throw new Interrupted();
    return EXIT.ok;
  } catch (error) {
    if (context.interruptIsStop && !(error instanceof UsageError))
      return report(error, io, verbose, new AbortController().signal);
    return report(error, io, verbose, controller.signal);
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}
