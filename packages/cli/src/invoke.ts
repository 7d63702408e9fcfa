import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { type PlatformClient, parseJson, type RequestSettings } from '@platform-admin/client';
import type { CommandSpec } from './commands';
import { UsageError } from './errors';

/** What a command line gives one call: path values, body, query, by name. */
export interface CallInput {
  path: Record<string, string>;
  /** The organization, for calls that take it first (`explicitOrganization`). */
  org?: string;
  body?: unknown;
  query?: Record<string, unknown>;
}

/**
 * Calls the client method a catalog entry names, with the client's argument convention: path
 * parameters in path order (`{org}` only for calls that take it explicitly), then the body (when the
 * call sends one), then the query object (when it takes any), then the request settings.
 */
export function invoke(
  client: PlatformClient,
  spec: CommandSpec,
  input: CallInput,
  settings: RequestSettings,
): Promise<unknown> {
  const { endpoint } = spec;
  const parts = endpoint.name.split('.');
  const methodName = parts.pop()!;
  let target: any = client;
  for (const part of parts) target = target?.[part];
  const method = target?.[methodName];
  if (typeof method !== 'function') {
    throw new Error(
      `The client has no method ${endpoint.name}: rebuild @platform-admin/cli with the client.`,
    );
  }
  const args: unknown[] = [];
  for (const param of endpoint.pathParams) {
    if (param === 'org') {
      if (spec.explicitOrganization) args.push(input.org);
    } else {
      args.push(input.path[param]);
    }
  }
  if (endpoint.body) args.push(input.body);
  if (endpoint.query?.length) args.push(input.query ?? {});
  args.push(settings);
  const command = `platform-admin ${spec.area} ${spec.operation}`;
  try {
    return Promise.resolve(method.apply(target, args)).catch((error) => {
      throw refused(error, command);
    });
  } catch (error) {
    throw refused(error, command);
  }
}

/**
 * The client's own checks of its arguments (a malformed date, paging given twice, an empty id) throw
 * before anything is sent: on the command line those are usage errors. A failed `fetch` is a
 * TypeError too, but with a cause: that one stays what it is.
 */
function refused(error: unknown, command: string): unknown {
  const pagination = error instanceof Error && /Pagination options are invalid/.test(error.message);
  if ((error instanceof TypeError && !(error as { cause?: unknown }).cause) || pagination) {
    return new UsageError((error as Error).message, `Run \`${command} --help\` for its parameters.`);
  }
  return error;
}

/** Reads JSON the way `--body` takes it: `@file.json`, `-` for stdin, or the text itself. */
export function readJsonArgument(value: string, option = '--body'): unknown {
  let text = value;
  let from = 'the text given';
  if (value === '-') {
    text = readFileSync(0, 'utf8');
    from = 'standard input';
  } else if (value.startsWith('@')) {
    try {
      text = readFileSync(value.slice(1), 'utf8');
    } catch (error) {
      throw new UsageError(
        `${option}: cannot read ${value.slice(1)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
        'Give the path of a JSON file after @, e.g. --body @source.json.',
      );
    }
    from = value.slice(1);
  }
  try {
    return parseJson(text);
  } catch (error) {
    throw new UsageError(
      `${option}: ${from} is not JSON (${(error as Error).message}).`,
      `Give JSON text ('{"name": "x"}'), @file.json or - for standard input.`,
    );
  }
}

const LITERAL = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)$/;

/**
 * A body field's value: JSON when it reads as JSON (numbers, true/false, null, objects, arrays,
 * quoted strings), else the text itself. `@file.json` reads JSON from a file.
 */
export function fieldValue(text: string, flag: string): unknown {
  if (text.startsWith('@')) return readJsonArgument(text, `--${flag}`);
  if (LITERAL.test(text) || /^[[{"]/.test(text)) {
    try {
      return parseJson(text);
    } catch {
      return text;
    }
  }
  return text;
}

const TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.json': 'application/json',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

/** A file to send as a multipart body, typed by its extension. */
export function readFileArgument(path: string): File {
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch (error) {
    throw new UsageError(
      `Cannot read the file ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
      'Give the path of an existing file.',
    );
  }
  return new File([new Uint8Array(content)], basename(path), {
    type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
  });
}
