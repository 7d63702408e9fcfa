// The schema-driven engine: serves any catalog call from its path's shape and its published schemas.
// A path's last segment says what the call does: `…/things/{thingId}` is an item (GET reads, PUT
// replaces, PATCH merges, DELETE removes, POST creates at that id); `…/things` is a collection when the
// catalog has items under it (GET lists, POST creates); any other literal path is a document (GET reads,
// PUT replaces, DELETE clears) or, for a call that neither reads nor writes one, an action (answered
// with its published answer's sample). Records live in the organization's store under the path after
// the organization (`groups`), where the families' modules and seeds read them too. Answers are the
// published answer's sample with the record laid over it. A call under an unknown parent item answers
// that parent's 404.
import { catalog, type Endpoint } from '@platform-admin/client';
import { type EmulatorContext, queriedOrganization } from '../context';
import type { Handler, Handlers } from '../handlers/types';
import { conflict, created, HttpError, noContent, notFound } from '../http';
import { publishedOperation, successStatuses } from '../openapi';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Behaviours, Hooks } from './hooks';
import { holdsText, pageOf } from './listing';
import { jsonKind, propertiesOf, resolve, type Schema, sampleOf, shaped } from './schemas';

export type { Behaviours, Hooks } from './hooks';

type ItemKind = 'get' | 'put' | 'patch' | 'delete' | 'createAt';
export type Kind = ItemKind | 'list' | 'create' | 'read' | 'write' | 'erase' | 'action';

/** A path segment that names an item: a parameter, but not the organization (`{org}` is a scope). */
const ITEM = /^\{(?!org\})\w+\}$/;
/** Where a page model keeps its items, most likely first. */
const ITEM_KEYS = ['items', 'content', 'values', 'results', 'configurations', 'data', 'entries'];

/** The catalog's calls by `METHOD path`. */
const routes = new Map<string, Endpoint>();
/** Collection path → a call on one of its items (its GET when there is one). */
const collections = new Map<string, Endpoint>();
for (const endpoint of catalog) {
  routes.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  const cut = endpoint.path.lastIndexOf('/');
  const parent = endpoint.path.slice(0, cut);
  if (ITEM.test(endpoint.path.slice(cut + 1)) && (!collections.has(parent) || endpoint.method === 'GET')) {
    collections.set(parent, endpoint);
  }
}

/** The collection a call works on: its own path, or its item's parent. */
function collectionPathOf(endpoint: Endpoint): string {
  const cut = endpoint.path.lastIndexOf('/');
  return ITEM.test(endpoint.path.slice(cut + 1)) ? endpoint.path.slice(0, cut) : endpoint.path;
}

/** The JSON schema of a call's first published 2xx answer. */
function answerSchema(endpoint: Endpoint | undefined): Schema | undefined {
  const operation = endpoint && publishedOperation(endpoint.name);
  const code = endpoint && successStatuses(endpoint.name)[0];
  return operation && code ? operation.responses[code]?.schema : undefined;
}

const isArray = (schema: Schema | undefined) => resolve(schema).type === 'array';

/** What the engine does for a call, from its path's shape (see the head of this file). */
export function kindOf(endpoint: Endpoint): Kind {
  const { method, path } = endpoint;
  const item = ITEM.test(path.slice(path.lastIndexOf('/') + 1));
  if (item) {
    const kinds: Record<string, ItemKind> = { GET: 'get', PUT: 'put', PATCH: 'patch', DELETE: 'delete' };
    return kinds[method] ?? (routes.has(`GET ${path}`) ? 'createAt' : 'action');
  }
  const listing = collections.has(path) || isArray(answerSchema(routes.get(`GET ${path}`)));
  if (method === 'GET') return listing ? 'list' : 'read';
  // A POST that answers a list (ids to look up, a batch) creates nothing.
  const creates = endpoint.body === 'json' && !isArray(answerSchema(endpoint));
  if (method === 'POST' && listing) return creates ? 'create' : 'action';
  if (!listing && routes.has(`GET ${path}`)) {
    if (method === 'DELETE') return 'erase';
    // A POST writes a document only where the path is one (it is replaced or deleted there too).
    const document = routes.has(`PUT ${path}`) || routes.has(`DELETE ${path}`);
    return method === 'POST' && !(creates && document) ? 'action' : 'write';
  }
  return 'action';
}

/** `{ configurationId }` → `Configuration`: what a 404 calls the record. */
const labelOf = (param: string) =>
  param.replace(/Id$|ID$/, '').replace(/^\w/, (letter) => letter.toUpperCase()) || 'Record';

/** The published name of a path's last parameter (`configurationId`), read from the published path. */
function specParamOf(endpoint: Endpoint): string {
  const published = publishedOperation(endpoint.name)?.path ?? endpoint.path;
  return /\{(\w+)\}\/?$/.exec(published)?.[1] ?? 'id';
}

/** The schema of one record of the collection at `path`: what its item's GET answers, else its list's items. */
function itemSchema(path: string): Schema | undefined {
  const item = collections.get(path);
  const schema = item?.method === 'GET' ? answerSchema(item) : undefined;
  if (schema) return schema;
  const list = resolve(answerSchema(routes.get(`GET ${path}`)));
  return list.type === 'array' ? list.items : undefined;
}

/** The property that holds a record's id: the published parameter's name, else `id`, `name` or `key`. */
function idPropertyOf(param: string, schema: Schema | undefined): string {
  const properties = propertiesOf(schema) ?? {};
  const candidates = [param, 'id', param.replace(/Id$/, ''), 'name', 'key'];
  return candidates.find((name) => Object.hasOwn(properties, name)) ?? 'id';
}

/** The values of the parameters of a path template, `org` left out. */
function scopeOf(ctx: EmulatorContext, template: string): string {
  return [...template.matchAll(/\{(\w+)\}/g)]
    .map(([, name]) => name)
    .filter((name) => name !== 'org')
    .map((name) => encodeURIComponent(ctx.params[name] ?? ''))
    .join('/');
}

/** The organization's records: the one `{org}` names, or the query parameter (`org`, `organizationId`). */
const storeOf = (ctx: EmulatorContext) =>
  ctx.endpoint.organizationQuery ? queriedOrganization(ctx, ctx.endpoint.organizationQuery) : ctx.store;

/** The id-like query parameters of a call (`trackingId`), the organization's left out. */
const queryIds = (endpoint: Endpoint) =>
  (endpoint.query ?? []).filter((name) => /Id$/.test(name) && name !== endpoint.organizationQuery);

/** The ids that name a document at `path`: those any of its calls takes in the query (`trackingId`). */
const documentIds = (path: string) => [
  ...new Set(
    ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'].flatMap((method) => {
      const endpoint = routes.get(`${method} ${path}`);
      return endpoint ? queryIds(endpoint) : [];
    }),
  ),
];

/**
 * The name of the collection or document that holds the records of `path` in a store: the path after
 * the organization (`groups`, `groups/{groupId}/members`), the whole path for the others, then the
 * values of its parameters (`scope`), when it has any.
 */
export const recordsName = (path: string, scope = '') =>
  `${path.replace(/^\/rest\/organizations\/\{org\}\//, '')}${scope ? ` ${scope}` : ''}`;

/** The collection at `path` in a store, where the engine keeps its records (`scope`: its parameters' values). */
export function collectionIn<T extends Record<string, any> = Record<string, any>>(
  store: OrganizationStore,
  path: string,
  scope = '',
) {
  const item = collections.get(path);
  const param = item ? specParamOf(item) : 'id';
  const key = idPropertyOf(param, itemSchema(path));
  return store.collection<T>(recordsName(path, scope), labelOf(param), key);
}

/** The records of the collection at `path` for the request, where `hooks` keep them. */
function collectionAt(ctx: EmulatorContext, path: string, hooks: Hooks = {}) {
  const scope = scopeOf(ctx, path);
  hooks.seed?.(storeOf(ctx));
  if (!hooks.records) return collectionIn(storeOf(ctx), path, scope);
  const records = typeof hooks.records === 'function' ? hooks.records(ctx) : hooks.records;
  const name = scope ? `${records} ${scope}` : records;
  return storeOf(ctx).collection(name, hooks.label ?? records, hooks.key ?? 'id');
}

/** The records a listing's `filter` names: those whose name, id or description holds it (any case). */
function filtered(ctx: EmulatorContext, records: Record<string, unknown>[]) {
  const filter = ctx.endpoint.query?.includes('filter') ? ctx.query('filter') : undefined;
  const fields = ['name', 'displayName', 'id', 'description'];
  return records.filter((record) =>
    holdsText(
      fields.map((name) => record[name]),
      filter,
    ),
  );
}

/** `answer` with the fields of `record` that `keep` names, though its schema leaves them out. */
function keeping(answer: any, record: Record<string, unknown>, keep: string[] = []) {
  if (!answer || typeof answer !== 'object') return answer;
  for (const name of keep) if (record[name] !== undefined) answer[name] = record[name];
  return answer;
}

/** One page of `records` as the call's answer schema has it: an array, or a page model. */
function listAnswer(
  ctx: EmulatorContext,
  endpoint: Endpoint,
  records: Record<string, unknown>[],
  keep?: string[],
): unknown {
  const item = (schema: Schema | undefined, record: Record<string, unknown>) =>
    keeping(shaped(schema, record), record, keep);
  const schema = answerSchema(endpoint);
  const { start, size } = pageOf(ctx, endpoint.query ?? []);
  const shown = records.slice(start, size ? start + size : undefined);
  if (!schema || isArray(schema)) return shown.map((record) => item(resolve(schema).items, record));
  const properties = propertiesOf(schema) ?? {};
  const arrays = Object.keys(properties).filter((name) => isArray(properties[name]));
  const key = ITEM_KEYS.find((name) => arrays.includes(name)) ?? arrays[0];
  const answer = sampleOf(schema);
  if (!key) return answer;
  answer[key] = shown.map((record) => item(resolve(properties[key]).items, record));
  for (const name of Object.keys(properties)) {
    if (!/^total/i.test(name) || resolve(properties[name]).type !== 'integer') continue;
    answer[name] = /page/i.test(name)
      ? Math.ceil(records.length / (size ?? Math.max(1, records.length)))
      : records.length;
  }
  return answer;
}

/** The body as an object to store (a non-object body is kept under `value`). */
async function bodyRecord(ctx: EmulatorContext): Promise<Record<string, unknown>> {
  if (!ctx.endpoint.body) return {};
  const body = ctx.endpoint.body === 'form' ? await ctx.form() : await ctx.json(false);
  if (body === undefined || body === null) return {};
  return typeof body === 'object' && !Array.isArray(body) ? { ...body } : { value: body };
}

/** Timestamps the platform stamps on a record, by the property names its schemas use. */
const CREATED = ['createdDate', 'createdAt', 'creationDate', 'created'];
const MODIFIED = ['lastModified', 'modifiedDate', 'lastModifiedDate', 'updatedAt', 'updatedDate'];

/**
 * The time fields of a record of `schema` stamped now: epoch ms or ISO 8601, as the schema types them;
 * those it leaves out but a family keeps (`keep`) in epoch ms, as the platform answers dates.
 */
function stamped(schema: Schema | undefined, names: string[], keep: string[] = []): Record<string, unknown> {
  const properties = propertiesOf(schema) ?? {};
  const now = Date.now();
  return Object.fromEntries(
    names
      .filter((name) => Object.hasOwn(properties, name) || keep.includes(name))
      .map((name) => {
        const type = Object.hasOwn(properties, name) ? resolve(properties[name]).type : 'integer';
        return [name, type === 'string' ? new Date(now).toISOString() : now];
      }),
  );
}

/**
 * The engine's handler for every catalog call without a hand-written one. `handlers` are the families'
 * handlers, through which the engine asks a parent item whether it exists; `behaviours` are the
 * families' hooks on their collections (engine/hooks.ts).
 */
export function createEngine(handlers: Handlers, behaviours: Behaviours = {}): Handler {
  /** Hooks by collection path. */
  const hooksAt = new Map<string, Hooks>();
  for (const [name, hooks] of Object.entries(behaviours)) {
    const endpoint = catalog.find((candidate) => candidate.name === name);
    if (!endpoint) throw new Error(`Behaviours name an unknown call: ${name}.`);
    hooksAt.set(collectionPathOf(endpoint), hooks);
  }
  const engine: Handler = async (ctx) => {
    const { endpoint } = ctx;
    const kind = kindOf(endpoint);
    // An organization named in the query must exist and be the token's, whatever the call does.
    if (endpoint.organizationQuery) storeOf(ctx);
    await requireParent(ctx, kind);
    const schema = answerSchema(endpoint);
    const result = await act(ctx, kind, schema);
    // A call the platform publishes with no answer body answers none, whatever it did.
    if (!schema && publishedOperation(endpoint.name)) return noContent();
    return result;
  };

  async function act(ctx: EmulatorContext, kind: Kind, schema: Schema | undefined): Promise<unknown> {
    const { endpoint } = ctx;
    const collectionPath = collectionPathOf(endpoint);
    const hooks = hooksAt.get(collectionPath) ?? {};
    const view = (record: Record<string, any>) => (hooks.view ? hooks.view(ctx, record) : record);
    /** A record as the call answers it: shaped by `itemSchema`, with the fields the hooks keep. */
    const answer = (itemSchema: Schema | undefined, record: Record<string, any>) => {
      const shown = view(record);
      return keeping(shaped(itemSchema, shown), shown, hooks.keep);
    };
    const accept = async (body: Record<string, any>, before?: Record<string, any>) =>
      hooks.accept ? hooks.accept(ctx, body, before) : body;
    const stamp = (names: string[]) => stamped(itemSchema(collectionPath), names, hooks.keep);
    const records = () => collectionAt(ctx, collectionPath, hooks);
    switch (kind) {
      case 'list': {
        const matched = matching(ctx, records().list());
        const listed = hooks.list ? hooks.list(ctx, matched) : filtered(ctx, matched);
        return listAnswer(ctx, endpoint, listed.map(view), hooks.keep);
      }
      case 'create': {
        // The ids the query names (`?trackingId=`) belong to the record: lists filter by them.
        const collection = records();
        const body = endpoint.body === 'json' ? await ctx.json(false) : undefined;
        const times = stamp([...CREATED, ...MODIFIED]);
        // A list of records creates each of them (`POST …/realms` with an array), all or none.
        if (Array.isArray(body) && body.every((item) => jsonKind(item) === 'object')) {
          const accepted = [];
          for (const item of body) accepted.push(await accept({ ...namedIds(ctx), ...item }));
          const made = accepted.map((item) => collection.insert({ ...times, ...item }));
          const items = resolve(schema).items;
          return created(isArray(schema) ? made.map((record) => answer(items, record)) : sampleOf(schema));
        }
        const record = await accept({ ...namedIds(ctx), ...(await bodyRecord(ctx)) });
        if (record[collection.key] !== undefined && collection.has(String(record[collection.key]))) {
          throw conflict(`${collection.label} '${text(record[collection.key])}' already exists.`);
        }
        return created(answer(schema, collection.insert({ ...times, ...record })));
      }
      case 'get':
        return answer(schema, records().get(itemId(ctx)));
      case 'delete': {
        hooks.deleting?.(ctx, records().get(itemId(ctx)));
        const removed = records().delete(itemId(ctx));
        hooks.removed?.(ctx, removed);
        return noContent();
      }
      case 'createAt':
      case 'put':
      case 'patch': {
        const collection = records();
        const id = itemId(ctx);
        const body = { ...namedIds(ctx), ...(await bodyRecord(ctx)) };
        if (kind === 'createAt' && collection.has(id)) {
          throw conflict(`${collection.label} '${id}' already exists.`);
        }
        if (kind === 'createAt' || !collection.has(id)) {
          // A collection the platform fills with POST answers 404; one filled by PUT creates the item.
          if (kind !== 'createAt' && routes.has(`POST ${collectionPath}`))
            throw notFound(collection.label, id);
          const record = {
            ...stamp([...CREATED, ...MODIFIED]),
            ...(await accept(body)),
            [collection.key]: id,
          };
          const stored = answer(schema, collection.insert(record));
          return kind === 'createAt' ? created(stored) : stored;
        }
        // A replacement keeps the ids that name the record (`trackingId`) and when it was made, as the
        // platform does; a merge keeps every field the body leaves out.
        const before = collection.get(id);
        const accepted = await accept(body, before);
        const kept = Object.fromEntries(
          Object.entries(before).filter(([name]) => /Id$/.test(name) || CREATED.includes(name)),
        );
        const stored = {
          ...(kind === 'put' ? kept : before),
          ...accepted,
          ...stamp(MODIFIED),
          [collection.key]: id,
        };
        collection.records.set(id, stored);
        return answer(schema, stored);
      }
      case 'read':
      case 'write':
      case 'erase': {
        const store = storeOf(ctx);
        const body = kind === 'write' ? await bodyRecord(ctx) : {};
        const key = documentKey(ctx, hooks, body);
        const before = store.documents.get(key) as Record<string, any> | undefined;
        // A document with a `label` exists once written: by POST where the platform makes it so, once.
        const makes =
          kind === 'write' && (endpoint.method === 'POST' || !routes.has(`POST ${endpoint.path}`));
        if (hooks.label && before === undefined && !makes) throw notFound(hooks.label, store.organizationId);
        if (hooks.label && before !== undefined && endpoint.method === 'POST')
          throw conflict(`${hooks.label} '${store.organizationId}' already exists.`);
        if (kind === 'read') return answer(schema, before ?? {});
        if (kind === 'erase') {
          store.documents.delete(key);
          return noContent();
        }
        const accepted = await accept(body, before);
        store.documents.set(key, accepted);
        return answer(schema, accepted);
      }
      default:
        return schema ? sampleOf(schema) : noContent();
    }
  }

  /** The id the call's last path parameter holds. */
  const itemId = (ctx: EmulatorContext) => ctx.params[/\{(\w+)\}$/.exec(ctx.endpoint.path)?.[1] ?? ''];
  /**
   * Where a document is kept: its name (the path, or the hooks' `records`), its parameters' values, and
   * the ids the call names in its query (`trackingId`), or in its body when it writes (the platform reads
   * some from the query, and takes them in the body on PUT).
   */
  const documentKey = (ctx: EmulatorContext, hooks: Hooks, body: Record<string, unknown> = {}) => {
    const ids = documentIds(ctx.endpoint.path).map((name) =>
      encodeURIComponent(text(ctx.query(name) ?? body[name] ?? '')),
    );
    const scope = [scopeOf(ctx, ctx.endpoint.path), ...ids].filter(Boolean).join(' ');
    const records = typeof hooks.records === 'function' ? hooks.records(ctx) : hooks.records;
    if (!records) return recordsName(ctx.endpoint.path, scope);
    return scope ? `${records} ${scope}` : records;
  };

  /** The ids the call's query names (`{ trackingId: 'x' }`). */
  const namedIds = (ctx: EmulatorContext) =>
    Object.fromEntries(
      queryIds(ctx.endpoint).flatMap((name) =>
        ctx.query(name) === undefined ? [] : [[name, ctx.query(name)]],
      ),
    );

  /** The records a list names by the ids in its query (`?trackingId=`): those whose fields hold them. */
  const matching = (ctx: EmulatorContext, records: Record<string, unknown>[]) =>
    queryIds(ctx.endpoint).reduce((kept, name) => {
      const value = ctx.query(name);
      return value === undefined ? kept : kept.filter((record) => record[name] === value);
    }, records);

  /**
   * Asks the nearest item above the call (`/sources/{sourceId}` for `/sources/{sourceId}/mappings`)
   * whether it exists, through its own GET handler. @throws HttpError its 404.
   */
  async function requireParent(ctx: EmulatorContext, kind: Kind) {
    const segments = ctx.endpoint.path.split('/');
    // An item's own GET is the call itself (or the item it creates): start above it.
    let end = segments.length - (ITEM.test(segments[segments.length - 1]) ? 1 : 0);
    if (kind === 'createAt' || kind === 'put') end = segments.length - 1;
    for (let i = end - 1; i > 0; i--) {
      if (!ITEM.test(segments[i])) continue;
      const parent = routes.get(`GET ${segments.slice(0, i + 1).join('/')}`);
      if (!parent) continue;
      try {
        await (handlers[parent.name] ?? engine)({ ...ctx, endpoint: parent });
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) throw error;
      }
      return;
    }
  }

  return engine;
}
