import type { Endpoint } from '@platform-admin/client';
import type { CallInput, Settings } from './api';
import { toJsonText } from './components';

/** Quotes for a POSIX shell: single quotes, a single quote written as '\''. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `startRefresh` → `start-refresh`, as the CLI names commands and options. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** Options the CLI keeps for itself: a parameter of that name gets a `query-`/`field-` prefix. */
const RESERVED = new Set([
  'token',
  'org',
  'region',
  'environment',
  'host',
  'profile',
  'emulator',
  'output',
  'columns',
  'verbose',
  'all',
  'wait',
  'timeout',
  'body',
  'help',
  'version',
]);

const isEmpty = (value: unknown) => value === undefined || value === '';

/** A value as TypeScript source: JSON, with bigints as `123n`. */
function tsValue(value: unknown): string {
  return toJsonText(value, 2).replace(/^(\s*"[^"]*": )?(-?\d{16,})(,?)$/gm, '$1$2n$3');
}

/** The call's path with its parameters filled in (percent-encoded) and its query string. */
export function urlOf(endpoint: Endpoint, input: CallInput, settings: Settings): string {
  const path = endpoint.pathParts
    .map((part, index) => {
      if (index % 2 === 0) return part;
      const value =
        part === 'org' && !endpoint.explicitOrganization ? settings.organizationId : input.path?.[part];
      return encodeURIComponent(String(value ?? `{${part}}`));
    })
    .join('');
  const query = new URLSearchParams();
  const given = { ...input.query };
  if (endpoint.organizationQuery && isEmpty(given[endpoint.organizationQuery])) {
    given[endpoint.organizationQuery] = settings.organizationId;
  }
  for (const [name, value] of Object.entries(given)) {
    if (isEmpty(value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  return `${settings.platformHost}${path}${search ? `?${search}` : ''}`;
}

/** The call with the client, as a script that runs as pasted (token from PLATFORM_ADMIN_TOKEN). */
export function typescriptSnippet(endpoint: Endpoint, input: CallInput, settings: Settings): string {
  const args: string[] = [];
  for (const param of endpoint.pathParams) {
    if (param !== 'org' || endpoint.explicitOrganization) args.push(tsValue(input.path?.[param] ?? ''));
  }
  if (endpoint.body) {
    const fields = endpoint.bodyFields;
    const body = input.body as Record<string, unknown> | undefined;
    args.push(tsValue(fields?.length === 1 ? body?.[fields[0]] : (body ?? {})));
  }
  const query = Object.fromEntries(Object.entries(input.query ?? {}).filter(([, value]) => !isEmpty(value)));
  if (Object.keys(query).length) args.push(tsValue(query));
  while (args.length && args[args.length - 1] === 'undefined') args.pop();
  const connection =
    settings.mode === 'emulator'
      ? `  host: ${JSON.stringify(settings.platformHost)},\n`
      : `${settings.environment && settings.environment !== 'production' ? `  environment: '${settings.environment}',\n` : ''}${settings.region && settings.region !== 'us' ? `  region: '${settings.region}',\n` : ''}`;
  return [
    "import { PlatformClient } from '@platform-admin/client';",
    '',
    'const platform = new PlatformClient({',
    "  accessToken: process.env.PLATFORM_ADMIN_TOKEN ?? '',",
    `  organizationId: ${JSON.stringify(settings.organizationId)},`,
    `${connection}});`,
    '',
    `const result = await platform.${endpoint.name}(${args.join(', ')});`,
    'console.log(result);',
  ].join('\n');
}

/** The call as a `platform-admin` command (token from PLATFORM_ADMIN_TOKEN). */
export function cliSnippet(endpoint: Endpoint, input: CallInput, settings: Settings): string {
  const segments = endpoint.name.split('.');
  const words = [...segments.slice(0, -1).map(kebab), kebab(segments[segments.length - 1])];
  const parts = ['npx', 'platform-admin', ...words];
  for (const param of endpoint.pathParams) {
    if (param !== 'org') parts.push(shellQuote(String(input.path?.[param] ?? '')));
  }
  const used = new Set<string>();
  const flagFor = (name: string, where: 'query' | 'field') => {
    let flag = kebab(name);
    if (RESERVED.has(flag) || used.has(flag)) flag = `${where}-${flag}`;
    used.add(flag);
    return flag;
  };
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (name === endpoint.organizationQuery) continue;
    const flag = flagFor(name, 'query');
    if (isEmpty(value)) continue;
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`--${flag}`, shellQuote(String(item)));
  }
  if (endpoint.body === 'json' || (endpoint.body && endpoint.bodyFields?.length)) {
    if (endpoint.bodyFields?.length) {
      const body = (input.body ?? {}) as Record<string, unknown>;
      for (const name of endpoint.bodyFields) {
        const value = body[name];
        if (isEmpty(value)) continue;
        parts.push(
          `--${flagFor(name, 'field')}`,
          shellQuote(typeof value === 'string' ? value : toJsonText(value, 0)),
        );
      }
    } else if (input.body !== undefined) {
      parts.push('--body', shellQuote(toJsonText(input.body, 0)));
    }
  }
  parts.push('--org', shellQuote(settings.organizationId));
  if (settings.mode === 'emulator') parts.push('--host', shellQuote(settings.platformHost));
  else {
    if (settings.environment && settings.environment !== 'production')
      parts.push('--environment', settings.environment);
    if (settings.region && settings.region !== 'us') parts.push('--region', settings.region);
  }
  return parts.join(' ');
}

/** The call as curl; the token is the shell's `$PLATFORM_ADMIN_TOKEN`, never its value. */
export function curlSnippet(endpoint: Endpoint, input: CallInput, settings: Settings): string {
  const lines = [`curl -X ${endpoint.method} ${shellQuote(urlOf(endpoint, input, settings))}`];
  lines.push(`  -H "Authorization: Bearer $PLATFORM_ADMIN_TOKEN"`);
  const writes = endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH';
  if (endpoint.body !== 'form' && writes) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  --data ${shellQuote(toJsonText(input.body ?? {}, 0))}`);
  }
  return lines.join(' \\\n');
}
