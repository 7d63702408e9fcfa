// A seeded fuzz over every route of the catalog (issue 24): hostile ids, garbage queries and random
// bodies. The emulator must answer each with a status below 500, every error as JSON `{ errorCode,
// message }`, and keep its state consistent: no prototype polluted, the routes that answered 2xx on a
// fresh emulator still answer 2xx after the fuzz. The same seed sends the same requests in the same order.
import { catalog, type Endpoint } from '@platform-admin/client';
import {
  createEmulator,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_SEED,
  DEFAULT_TOKEN,
} from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';

// FUZZ_SEED and FUZZ_ROUNDS run another sequence, or a longer one; the default is fixed.
const SEED = Number(process.env.FUZZ_SEED ?? 0x24_2024);
/** Rounds over the whole catalog; records made in one round are fuzzed in the next. */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 6);
/** Requests per route and round, plus as many again per path parameter besides `{org}`. */
const PER_ROUTE = 2;

/** mulberry32: a small, seeded PRNG with uniform output in [0, 1). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof prng>;

/** Names that `Object.prototype` (or a function) already answers to. */
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'length',
  'name',
];
const LONG = 'x'.repeat(5000);
/** Ids as text; each is percent-encoded into the path. */
const HOSTILE_IDS = [
  ...PROTO_KEYS,
  '..',
  '.',
  '%00',
  '\u0000',
  'a/b',
  '../../etc/passwd',
  LONG,
  '💥',
  'ünïcødé',
  '\u202Eevil',
  ' ',
  'null',
  'undefined',
  '0',
  '-1',
  'true',
  '[object Object]',
  'a?b#c',
];
/** Path segments sent as they are, malformed escapes included. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%2e%2e'];
/** Words the handlers take as enum values (source types, resource types, ...), for deeper paths. */
const WORDS = ['SALESFORCE', 'SOURCE', 'EXTENSION', 'QUERY_PIPELINE', 'default', 'WEB2', 'PUSH', 'User'];

const QUERY_VALUES = [
  ...PROTO_KEYS,
  '',
  '-1',
  '-9007199254740993',
  '0',
  '1e308',
  '1e-308',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '3.5',
  'true',
  'false',
  'null',
  '[]',
  '{}',
  '{"__proto__":{"polluted":"yes"}}',
  '2024-13-45T99:99:99Z',
  '2020-01-01T00:00:00.000Z',
  '\u0000',
  '💥',
  LONG,
  'a,b,,c',
];
const QUERY_NAMES = [
  'page',
  'perPage',
  'pageSize',
  'filter',
  'order',
  'sortBy',
  'from',
  'to',
  'org',
  'limit',
];
const RAW_QUERIES = [
  '%',
  '&&&',
  '=x',
  'a=%zz',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
];

const FIELD_NAMES = [
  'id',
  'name',
  'displayName',
  'type',
  'sourceType',
  'value',
  'values',
  'fields',
  'items',
  'resources',
  'parameters',
  'configuration',
  'content',
  'enabled',
  'privileges',
  'members',
  'condition',
  'definition',
  'schema',
  'dateRange',
  'organizationId',
];
const BAD_TEXTS = [
  '{"unterminated": ',
  '[1,2',
  'null',
  '"text"',
  '1e999',
  '-0',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"a":1,"a":{"__proto__":[]}}',
];

/** An object with no prototype, so that `__proto__` is an ordinary key and JSON.stringify writes it. */
const bare = () => Object.create(null) as Record<string, unknown>;

interface Pools {
  /** Ids of the records the emulator holds, for routes to reach past their 404. */
  ids: string[];
  /** The same, by collection name. */
  idsByCollection: Map<string, string[]>;
  /** Field names seen in those records. */
  fields: string[];
  /** The records, by collection name. */
  records: Map<string, Record<string, unknown>[]>;
}

/** What a route takes, learned from its 400 answers: a body and query that it accepts. */
interface Lesson {
  body?: unknown;
  query: Record<string, string>;
  /** Path parameters (besides ids of records) that the route took. */
  params: Record<string, string>;
  /** Whether the route answered 2xx to them. */
  accepted: boolean;
}

type Emulator = ReturnType<typeof createEmulator>;

function randomScalar(r: Random, pools: Pools): unknown {
  switch (r.int(9)) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -1, 3.5, -0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324]);
    case 3:
      return r.pick(PROTO_KEYS);
    case 4:
      return r.pick(HOSTILE_IDS);
    case 5:
      return pools.ids.length ? r.pick(pools.ids) : 'id';
    case 6:
      return r.chance(0.02) ? 'y'.repeat(200_000) : r.pick(WORDS);
    case 7:
      return r.pick(QUERY_VALUES);
    default:
      return '';
  }
}

function randomValue(r: Random, pools: Pools, depth: number): unknown {
  const roll = r.next();
  if (depth > 3 || roll < 0.45) return randomScalar(r, pools);
  if (roll < 0.65) return Array.from({ length: r.int(4) }, () => randomValue(r, pools, depth + 1));
  return randomObject(r, pools, depth);
}

function randomObject(r: Random, pools: Pools, depth: number, names: readonly string[] = []): object {
  const object = bare();
  for (let i = r.int(6); i >= 0; i--) {
    const roll = r.next();
    const key =
      roll < 0.2
        ? r.pick(PROTO_KEYS)
        : roll < 0.45 && names.length
          ? r.pick(names)
          : roll < 0.75 && pools.fields.length
            ? r.pick(pools.fields)
            : r.pick(FIELD_NAMES);
    object[key] = randomValue(r, pools, depth + 1);
  }
  return object;
}

/** Sets `key` on an object as its own, enumerable property (`__proto__` included). */
function put(target: object, key: string, value: unknown): void {
  // An array keeps only its items in JSON: a named key goes to its end.
  const at = Array.isArray(target) && !/^\d+$/.test(key) ? String(target.length) : key;
  Object.defineProperty(target, at, { value, enumerable: true, writable: true, configurable: true });
}

/** A JSON copy of a value (bigints as numbers). */
const copy = (value: unknown): any =>
  JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)) ?? 'null');

/** A copy of `value` with 1 to 3 of its members replaced by hostile values, removed, or joined by a proto key. */
function mutated(r: Random, pools: Pools, value: unknown): unknown {
  const root = copy(value);
  const containers: object[] = [];
  const walk = (item: unknown) => {
    if (item === null || typeof item !== 'object') return;
    containers.push(item);
    for (const child of Object.values(item)) walk(child);
  };
  walk(root);
  if (!containers.length) return randomValue(r, pools, 1);
  for (let i = r.int(3); i >= 0; i--) {
    const target = r.pick(containers) as Record<string, unknown>;
    const keys = Object.keys(target);
    const roll = r.next();
    if (roll < 0.2) put(target, r.pick(PROTO_KEYS), randomValue(r, pools, 1));
    else if (!keys.length) continue;
    else if (roll < 0.3) delete target[r.pick(keys)];
    else put(target, r.pick(keys), randomValue(r, pools, 2));
  }
  return root;
}

/** Collection names a path parameter may name records of: `/sources/{sourceId}` → `sources`. */
function relatedIds(pools: Pools, endpoint: Endpoint, index: number): string[] {
  const before = endpoint.pathParts[index - 1].split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
  const ids: string[] = [];
  for (const [name, list] of pools.idsByCollection) {
    const lower = name.toLowerCase();
    if (before && (lower === before || lower.startsWith(before) || before.startsWith(lower)))
      ids.push(...list);
  }
  return ids;
}

/** A record the emulator holds, copied, with some of its fields replaced by hostile values. */
function mutatedRecord(r: Random, pools: Pools, endpoint: Endpoint): unknown {
  const segments = endpoint.path.toLowerCase().split('/');
  const related = [...pools.records.keys()].filter((name) => segments.includes(name.toLowerCase()));
  const name = related.length && r.chance(0.7) ? r.pick(related) : r.pick([...pools.records.keys()]);
  const value = mutated(r, pools, r.pick(pools.records.get(name) ?? [{}]));
  return r.chance(0.15) ? [value] : value;
}

function randomBody(
  r: Random,
  pools: Pools,
  endpoint: Endpoint,
  lesson: Lesson | undefined,
): { body?: BodyInit; type?: string } {
  if (endpoint.body === 'form') {
    if (r.chance(0.2)) return { body: r.pick(BAD_TEXTS), type: 'multipart/form-data' };
    const form = new FormData();
    for (let i = r.int(4); i >= 0; i--) {
      const key = r.chance(0.5)
        ? r.pick(PROTO_KEYS)
        : r.pick([...(endpoint.bodyFields ?? []), 'file', 'name']);
      const value = String(randomScalar(r, pools));
      if (r.chance(0.3)) form.append(key, new Blob([value]), 'file.json');
      else form.append(key, value);
    }
    return { body: form };
  }
  if (!endpoint.body && (endpoint.method === 'GET' || r.chance(0.8))) return {};
  const type = r.chance(0.95)
    ? 'application/json'
    : r.pick(['text/plain', 'application/x-www-form-urlencoded']);
  const roll = r.next();
  if (roll < 0.1) return { body: r.pick(BAD_TEXTS), type };
  if (roll < 0.15) return { type };
  let value: unknown;
  if (roll < 0.55 && lesson?.body !== undefined) value = mutated(r, pools, lesson.body);
  else if (roll < 0.65 && pools.records.size) value = mutatedRecord(r, pools, endpoint);
  else if (roll < 0.85) value = randomObject(r, pools, 0, endpoint.bodyFields);
  else if (roll < 0.95) value = Array.from({ length: r.int(4) }, () => randomValue(r, pools, 1));
  else value = randomScalar(r, pools);
  return { body: JSON.stringify(value) ?? 'null', type };
}

function randomSegment(
  r: Random,
  pools: Pools,
  endpoint: Endpoint,
  index: number,
  lesson: Lesson | undefined,
): string {
  const name = endpoint.pathParts[index];
  if (name === 'org') {
    return r.chance(0.9) ? DEFAULT_ORGANIZATION_ID : encodeURIComponent(r.pick(HOSTILE_IDS));
  }
  const learned = lesson?.params[name];
  if (learned !== undefined && r.chance(0.3)) return encodeURIComponent(learned);
  const roll = r.next();
  if (roll < 0.3) return encodeURIComponent(r.pick(PROTO_KEYS));
  if (roll < 0.45) return encodeURIComponent(r.pick(HOSTILE_IDS));
  if (roll < 0.5) return r.pick(RAW_SEGMENTS);
  if (roll < 0.55) return r.pick(WORDS);
  const related = relatedIds(pools, endpoint, index);
  const ids = related.length && r.chance(0.8) ? related : pools.ids;
  return encodeURIComponent(ids.length ? r.pick(ids) : 'id');
}

function randomQuery(r: Random, pools: Pools, endpoint: Endpoint, lesson: Lesson | undefined): string {
  const pairs: string[] = [];
  if (lesson && r.chance(0.6)) {
    for (const [name, value] of Object.entries(lesson.query)) {
      if (r.chance(0.9)) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    }
  }
  for (let i = r.int(5); i > 0; i--) {
    if (r.chance(0.05)) {
      pairs.push(r.pick(RAW_QUERIES));
      continue;
    }
    const roll = r.next();
    const name =
      roll < 0.55 && endpoint.query?.length
        ? r.pick(endpoint.query)
        : roll < 0.8
          ? r.pick(PROTO_KEYS)
          : r.pick(QUERY_NAMES);
    const value = r.chance(0.8) ? r.pick(QUERY_VALUES) : r.pick(pools.ids.length ? pools.ids : WORDS);
    const key = r.chance(0.1) ? `${name}[]` : name;
    // Repeated keys: an array, as `?a=1&a=2`.
    for (let n = r.chance(0.15) ? 2 + r.int(2) : 1; n > 0; n--) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
    }
  }
  return pairs.join('&');
}

/** Ids and field names of what the emulator holds now, in the order it holds them. */
function poolsOf(emulator: Emulator): Pools {
  const ids = new Set<string>();
  const idsByCollection = new Map<string, string[]>();
  const fields = new Set<string>();
  const records = new Map<string, Record<string, unknown>[]>();
  for (const store of [emulator.state.store(DEFAULT_ORGANIZATION_ID), emulator.state.global]) {
    for (const name of store.collectionNames()) {
      const list = [...store.collection(name).records].slice(0, 50);
      if (!list.length) continue;
      for (const [id, record] of list) {
        ids.add(id);
        for (const key of Object.keys(record ?? {})) fields.add(key);
      }
      idsByCollection.set(
        String(name),
        list.map(([id]) => id),
      );
      records.set(
        String(name),
        list.map(([, record]) => record),
      );
    }
  }
  return { ids: [...ids], idsByCollection, fields: [...fields], records };
}

/** The first of the values a message offers: "one of: A, B", "Use: a, b", "such as WEB, SITEMAP or PUSH". */
function firstChoice(text: string): string | undefined {
  const listed = /(?::|such as)\s*['"`]?([A-Za-z_][\w.-]*)['"`]?(?:,|\s+or\s)/i.exec(text);
  if (listed) return listed[1];
  return /one of:?\s*['"`]?([\w.-]+)/i.exec(text)?.[1] ?? /must be ([A-Z][A-Z_]+) or [A-Z]/.exec(text)?.[1];
}

/** A value of the kind an error message asks for ("must be one of: A, B", "an array of strings", ...). */
function valueAskedFor(text: string): unknown {
  const choice = firstChoice(text);
  if (choice) return choice;
  if (/true or false|a boolean/i.test(text)) return true;
  if (/array of (?:non-empty )?(?:strings|ids|usernames|names|field names|\w+ ids)/i.test(text))
    return ['fuzz'];
  if (/\barray\b|\[/i.test(text)) return [];
  if (/\bobject\b|\{/i.test(text)) return {};
  if (/e-?mail/i.test(text)) return 'fuzz@example.com';
  if (/\bURL\b/i.test(text)) return 'https://example.com/';
  if (/time ?zone/i.test(text)) return 'UTC';
  if (/interval/i.test(text)) return '2024-01-01T00:00:00Z/2024-02-01T00:00:00Z';
  if (/YYYY-MM-DD/.test(text)) return '2024-01-01';
  if (/YYYY-MM/.test(text)) return '2024-01';
  if (/letters and digits/i.test(text)) return 'FUZZ1234';
  if (/ISO.?8601 period|such as P\d/i.test(text)) return 'P1M';
  if (/ISO.?8601|\bdate\b/i.test(text)) return '2024-01-01T00:00:00.000Z';
  if (/integer|number|\bms\b|milliseconds|seconds|minutes|\bcount\b/i.test(text)) return 1;
  const example = /e\.g\.\s*'?([\w./:@-]*\w)/i.exec(text);
  return example ? example[1] : 'fuzz';
}

/** Sets a value at a path such as `objects[0].name` or `frequency.type`, making the containers on the way. */
function setPath(root: unknown, path: string, value: unknown): unknown {
  const keys = path.match(/[^.[\]]+/g) ?? [];
  if (!keys[0]) return value;
  let base: any = root !== null && typeof root === 'object' ? root : {};
  const top = base;
  // A field of the items of an array body: set it on its first item.
  if (Array.isArray(base) && !/^\d+$/.test(keys[0])) {
    if (base[0] === null || typeof base[0] !== 'object') base[0] = {};
    base = base[0];
  }
  keys.forEach((key, i) => {
    if (i === keys.length - 1) put(base, key, value);
    else {
      if (base[key] === null || typeof base[key] !== 'object')
        put(base, key, /^\d+$/.test(keys[i + 1]) ? [] : {});
      base = base[key];
    }
  });
  return top;
}

/**
 * Finds a body and query that a route accepts, from what its 400 answers ask for ("The field 'name'
 * is required", "'type' must be one of: A, B", "The body must be a JSON array"). Deterministic:
 * the ids it uses are the first the emulator holds.
 */
async function learn(
  send: Send,
  pools: Pools,
  endpoint: Endpoint,
  known: Lesson | undefined,
): Promise<Lesson> {
  let body: unknown = known?.body ?? (endpoint.body === 'json' ? {} : undefined);
  const query: Record<string, string> = {
    ...(endpoint.organizationQuery ? { [endpoint.organizationQuery]: DEFAULT_ORGANIZATION_ID } : {}),
    ...known?.query,
  };
  const params: Record<string, string> = {};
  endpoint.pathParts.forEach((part, i) => {
    if (i % 2 === 1) {
      params[part] =
        part === 'org'
          ? DEFAULT_ORGANIZATION_ID
          : (known?.params[part] ?? relatedIds(pools, endpoint, i)[0] ?? pools.ids[0] ?? 'fuzz');
    }
  });
  const seen = new Set<string>();
  for (let attempt = 0; attempt < 12; attempt++) {
    const path = endpoint.pathParts
      .map((part, i) => (i % 2 === 0 ? part : encodeURIComponent(params[part])))
      .join('');
    const search = new URLSearchParams(query).toString();
    const { status, text } = await send(endpoint, path, search, {
      body: body === undefined ? undefined : JSON.stringify(body),
      type: body === undefined ? undefined : 'application/json',
    });
    if (status < 300) return { body, query, params, accepted: true };
    if (status !== 400) break;
    const message = String(JSON.parse(text).message);
    if (seen.has(message)) break;
    seen.add(message);
    if (endpoint.body === 'json' && /(?:body|request) must be (?:a JSON )?array|JSON array/i.test(message)) {
      if (!Array.isArray(body)) {
        body = [];
        continue;
      }
      if (!body.length) {
        body = [/ids|names|usernames|strings/i.test(message) ? 'fuzz' : {}];
        continue;
      }
    }
    if (endpoint.body === 'json' && /body must be a JSON object|needs a JSON body/i.test(message)) {
      body = {};
      continue;
    }
    // A value refused: "Unknown metric 'x'. Use: a, b", "The source type 'x' has no schema; use one of: A, B".
    const quoted = [...message.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    const refused = Object.keys(params).find((name) => name !== 'org' && quoted.includes(params[name]));
    if (refused) {
      const choice = firstChoice(message);
      if (!choice) break;
      params[refused] = choice;
      continue;
    }
    const named =
      /(?:field|parameter|needs an?|property)\s+'([^']+)'/i.exec(message) ??
      /'([A-Za-z_$][\w$.[\]]*)'/.exec(message);
    if (!named) break;
    const rest = message.slice(named.index + named[0].length);
    const value = valueAskedFor(rest);
    if (!endpoint.body || /query parameter/i.test(message.slice(0, named.index + named[0].length))) {
      query[named[1]] = String(Array.isArray(value) ? (value[0] ?? '') : value);
    } else {
      const prefix = /\b([A-Za-z_]\w*(?:\[\d+\])+(?:\.\w+)*)/.exec(message.slice(0, named.index));
      const path = prefix && !/[.[]/.test(named[1]) ? `${prefix[1]}.${named[1]}` : named[1];
      body = setPath(body, path, value);
    }
  }
  return { body, query, params, accepted: false };
}

interface Failure {
  where: string;
  status: number;
  message: string;
}

type Send = (
  endpoint: Endpoint,
  path: string,
  query: string,
  body: { body?: BodyInit; type?: string },
) => Promise<{ status: number; text: string }>;

const headers = (type?: string) => ({
  authorization: `Bearer ${DEFAULT_TOKEN}`,
  ...(type ? { 'content-type': type } : {}),
});

/** Status of each GET route that takes no path parameter but `{org}`, asked with no other parameter. */
async function listStatuses(emulator: Emulator): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  for (const endpoint of catalog) {
    if (endpoint.method !== 'GET' || endpoint.pathParams.some((name) => name !== 'org')) continue;
    const path = endpoint.path.replace('{org}', DEFAULT_ORGANIZATION_ID);
    // The organization in the query, as the client sends it: the fuzz may have made the token one more.
    const query = endpoint.organizationQuery
      ? `?${endpoint.organizationQuery}=${DEFAULT_ORGANIZATION_ID}`
      : '';
    const response = await emulator.fetch(
      new Request(`http://emulator${path}${query}`, { headers: headers() }),
    );
    await response.arrayBuffer();
    statuses.set(endpoint.name, response.status);
  }
  return statuses;
}

/** Loads the default organization and token again. */
async function reseed(emulator: Emulator): Promise<void> {
  const response = await emulator.fetch(
    new Request('http://emulator/_emulator/seed', { method: 'POST', body: JSON.stringify(DEFAULT_SEED) }),
  );
  expect(response.status).toBe(200);
}

/** Own keys of the built-in prototypes, to tell whether a request added one. */
const prototypeKeys = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) =>
    Reflect.ownKeys(p).map(String).sort().join(','),
  );

/**
 * Each round, learns what each route accepts (until it accepts something), then sends every route
 * `PER_ROUTE × (1 + 2 × path parameters)` fuzzed requests, in a fixed order.
 * @returns what answered 5xx or a malformed error, how many requests were sent, how many routes accepted one.
 */
async function fuzz(emulator: Emulator, seed = SEED) {
  const r = prng(seed);
  const failures: Failure[] = [];
  const accepted = new Set<string>();
  let sent = 0;
  const send: Send = async (endpoint, path, query, { body, type }) => {
    const url = `http://emulator${path}${query ? `?${query}` : ''}`;
    const response = await emulator.fetch(
      new Request(url, { method: endpoint.method, headers: headers(type), body }),
    );
    sent++;
    // A fuzzed request may delete the organization (it may): seed it again, to fuzz on.
    if (!emulator.state.organizations.has(DEFAULT_ORGANIZATION_ID)) await reseed(emulator);
    const text = await response.text();
    const where = `${endpoint.name}: ${endpoint.method} ${url.slice(16, 300)}`;
    if (response.status < 300) accepted.add(endpoint.name);
    if (response.status >= 500) {
      failures.push({ where, status: response.status, message: text.slice(0, 300) });
    } else if (response.status >= 400) {
      let error: { errorCode?: unknown; message?: unknown } = {};
      try {
        error = JSON.parse(text);
      } catch {}
      if (typeof error.errorCode !== 'string' || typeof error.message !== 'string') {
        failures.push({ where, status: response.status, message: `not a JSON error: ${text.slice(0, 200)}` });
      } else if (error.message.includes(DEFAULT_TOKEN)) {
        failures.push({ where, status: response.status, message: 'the error shows the token' });
      }
    }
    return { status: response.status, text };
  };

  const lessons = new Map<string, Lesson>();
  for (let round = 0; round < ROUNDS; round++) {
    let pools = poolsOf(emulator);
    for (const endpoint of catalog) {
      const known = lessons.get(endpoint.name);
      if (endpoint.body !== 'form' && !known?.accepted) {
        lessons.set(endpoint.name, await learn(send, pools, endpoint, known));
      }
    }
    pools = poolsOf(emulator);
    for (const endpoint of catalog) {
      const lesson = lessons.get(endpoint.name);
      const ids = endpoint.pathParams.filter((name) => name !== 'org').length;
      for (let n = PER_ROUTE * (1 + 2 * ids); n > 0; n--) {
        const path = endpoint.pathParts
          .map((part, i) => (i % 2 === 0 ? part : randomSegment(r, pools, endpoint, i, lesson)))
          .join('');
        await send(
          endpoint,
          path,
          randomQuery(r, pools, endpoint, lesson),
          randomBody(r, pools, endpoint, lesson),
        );
      }
    }
  }
  return { sent, failures, accepted };
}

describe('the emulator under a seeded fuzz of every route', () => {
  it('answers no 5xx, keeps the prototypes clean and its lists working', { timeout: 120_000 }, async () => {
    const prototypesBefore = prototypeKeys();
    const fresh = await listStatuses(createEmulator({ refreshDurationMs: 1 }));
    const emulator = createEmulator({ refreshDurationMs: 1 });
    const { sent, failures, accepted } = await fuzz(emulator);
    console.log(`${sent} requests; ${accepted.size} of ${catalog.length} routes answered 2xx to one`);

    // One line per route and fault, with how many requests met it.
    const summary = new Map<string, number>();
    for (const failure of failures) {
      const key = `${failure.where.split(':')[0]} ${failure.status} ${failure.message.slice(0, 160)}`;
      summary.set(key, (summary.get(key) ?? 0) + 1);
    }
    const first = new Map<string, string>();
    for (const failure of failures) first.set(failure.where.split(':')[0], failure.where);
    expect(
      [...summary].map(([key, count]) => `${count}× ${key}`),
      `${failures.length} of ${sent} requests failed; first of each route:\n${[...first.values()].join('\n')}`,
    ).toEqual([]);
    expect(sent).toBeGreaterThan(catalog.length * ROUNDS * PER_ROUTE);

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(prototypeKeys()).toEqual(prototypesBefore);

    // Every list that answered 2xx on a fresh emulator still does.
    const after = await listStatuses(emulator);
    const broken = [...fresh]
      .filter(([name, status]) => status < 300 && (after.get(name) ?? 0) >= 300)
      .map(([name]) => `${name}: ${after.get(name)}`);
    expect(broken).toEqual([]);
  });
});
