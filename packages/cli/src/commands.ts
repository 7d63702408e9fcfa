import { catalog, type Endpoint } from '@platform-admin/client';

/**
 * How catalog entries become commands. Nothing here names a family: every entry of the client's
 * catalog becomes `platform-admin <area> <operation>`, so a family added to the catalog is a set of
 * commands with no CLI code.
 *
 * - area: the catalog name without its method, each segment in kebab case, segments joined by `.`
 *   (`sources.startRefresh` → `sources`; `sources.mappings.update` → `sources.mappings`;
 *   `apiKeys.get` → `api-keys`). `platform-admin sources mappings update` is accepted too.
 * - operation: the method name in kebab case (`startRefresh` → `start-refresh`).
 * - path parameters (`{org}` excepted: it is `--org`) are positional arguments, in path order;
 * - query parameters are options named in kebab case (`perPage` → `--per-page`); the organization's
 *   own query parameter (`org`, `organizationId`) is filled from `--org`;
 * - a body of named fields (`bodyFields`) takes one option per field; any other JSON body is
 *   `--body`; a multipart body without named fields is a file, given as the last positional argument.
 */

/** `startRefresh` → `start-refresh`; `getSAMLConfig` → `get-saml-config`; `access_token` → `access-token`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** Option names the CLI keeps for itself; a parameter of the same name gets a prefix (`--query-version`). */
export const RESERVED_OPTIONS = new Set([
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

export interface ParameterOption {
  /** The option's long name, without `--`. */
  flag: string;
  /** The parameter's name in the catalog. */
  name: string;
  in: 'query' | 'body';
}

export interface CommandSpec {
  endpoint: Endpoint;
  area: string;
  operation: string;
  /** Positional arguments: path parameters, then `file` for a multipart body of no named fields. */
  positionals: Array<{ name: string; in: 'path' | 'file' }>;
  /** Path parameter `{org}` passed first to the method (calls on any organization). */
  explicitOrganization: boolean;
  options: ParameterOption[];
  /** How the body is given: none, `--body`, one option per field, or a file. */
  body: 'none' | 'json' | 'fields' | 'file';
  /** Set when a page can be asked for: `--all` pages through the list. */
  pageable: boolean;
}

export function areaOf(name: string): string {
  return name.split('.').slice(0, -1).map(kebab).join('.');
}

export function specOf(endpoint: Endpoint): CommandSpec {
  const area = areaOf(endpoint.name);
  const operation = kebab(endpoint.name.split('.').pop()!);
  const positionals: CommandSpec['positionals'] = endpoint.pathParams
    .filter((param) => param !== 'org')
    .map((name) => ({ name, in: 'path' as const }));
  const used = new Set<string>();
  const flagFor = (name: string, where: 'query' | 'body') => {
    let flag = kebab(name);
    if (RESERVED_OPTIONS.has(flag) || used.has(flag))
      flag = `${where === 'query' ? 'query' : 'field'}-${flag}`;
    used.add(flag);
    return flag;
  };
  const options: ParameterOption[] = [];
  for (const name of endpoint.query ?? []) {
    if (name === endpoint.organizationQuery) continue;
    options.push({ flag: flagFor(name, 'query'), name, in: 'query' });
  }
  let body: CommandSpec['body'] = 'none';
  if (endpoint.body && endpoint.bodyFields?.length) {
    body = 'fields';
    for (const name of endpoint.bodyFields) options.push({ flag: flagFor(name, 'body'), name, in: 'body' });
  } else if (endpoint.body === 'form') {
    body = 'file';
    positionals.push({ name: 'file', in: 'file' });
  } else if (endpoint.body) {
    body = 'json';
  }
  return {
    endpoint,
    area,
    operation,
    positionals,
    explicitOrganization: Boolean(endpoint.explicitOrganization && endpoint.pathParams.includes('org')),
    options,
    body,
    pageable: endpoint.method === 'GET' && (endpoint.query ?? []).includes('page'),
  };
}

let tree: Map<string, CommandSpec[]> | undefined;

/** Every command, by area, in catalog order. */
export function commandTree(entries: readonly Endpoint[] = catalog): Map<string, CommandSpec[]> {
  if (entries === catalog && tree) return tree;
  const areas = new Map<string, CommandSpec[]>();
  for (const endpoint of entries) {
    const spec = specOf(endpoint);
    const list = areas.get(spec.area) ?? [];
    list.push(spec);
    areas.set(spec.area, list);
  }
  if (entries === catalog) tree = areas;
  return areas;
}

/**
 * Names that lead to areas: the areas, and the first segments of nested ones that have no operations
 * of their own (`ua` for `ua.exports`, `ua.reports`, ...), each with the areas right under it.
 */
export function areaPrefixes(areas: Iterable<string>): Map<string, string[]> {
  const names = [...areas];
  const prefixes = new Map<string, string[]>();
  for (const name of names) {
    const parts = name.split('.');
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('.');
      const child = parts.slice(0, i + 1).join('.');
      const children = prefixes.get(prefix) ?? [];
      if (!children.includes(child)) children.push(child);
      prefixes.set(prefix, children);
    }
  }
  return prefixes;
}

/** The REST call, as help shows it: `POST /rest/organizations/{org}/sources/{sourceId}/startRefresh`. */
export function restCall(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}${endpoint.host === 'serverless' ? ' (serverless API host)' : ''}`;
}
