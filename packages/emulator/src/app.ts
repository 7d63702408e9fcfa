import { randomUUID } from 'node:crypto';
import { catalog, type Endpoint } from '@platform-admin/client';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { type EmulatorContext, type EmulatorSettings, readForm, readJson } from './context';
import { type Fault, FaultList } from './faults';
import { allHandlers } from './handlers';
import type { Handler } from './handlers/types';
import { errorResponse, HttpError, Reply } from './http';
import { applySeed, DEFAULT_SEED, type Seed } from './seed';
import { EmulatorState } from './state';

export interface EmulatorOptions extends Partial<EmulatorSettings> {
  /** Records loaded at start and on every reset. Default {@link DEFAULT_SEED}. */
  seed?: Seed;
}

/** One request as the emulator received it, for tests to check what reached the wire. */
export interface RecordedRequest {
  method: string;
  /** Path as sent, percent-encoding kept. */
  path: string;
  /** Query string as sent, without `?`. */
  query: string;
  headers: Record<string, string>;
  body: string;
  /** The catalog entry that answered, if any. */
  endpoint?: string;
}

const CONTROL = '/_emulator';
const MAX_RECORDED = 1000;

/** `/a/{b}/c` → `/a/:b/c`. */
const toRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Routes with static segments first, so that `/sources/pages` wins over `/sources/{sourceId}`. */
function bySpecificity(a: Endpoint, b: Endpoint): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i].startsWith('{');
    const pb = sb[i].startsWith('{');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return sb.length - sa.length;
}

/** Paths where `{org}` may name any organization, not only the token's. */
const isOpenOrganizationPath = (path: string) => path.startsWith('/rest/global/');

export function createApp(options: EmulatorOptions = {}) {
  const settings: EmulatorSettings = { refreshDurationMs: options.refreshDurationMs ?? 1500 };
  const seed = options.seed ?? DEFAULT_SEED;
  const state = new EmulatorState();
  const faults = new FaultList();
  const recorded: RecordedRequest[] = [];
  applySeed(state, seed);

  const app = new Hono();
  app.use('*', cors({ origin: '*', exposeHeaders: ['X-Request-ID', 'Retry-After'], maxAge: 600 }));
  app.use('*', async (c, next) => {
    c.header('X-Request-ID', randomUUID());
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    console.error('[platform-emulator] unexpected error:', error);
    return c.json({ errorCode: 'INTERNAL_ERROR', message: String((error as Error)?.message ?? error) }, 500);
  });
  app.notFound((c) =>
    c.json(
      { errorCode: 'NOT_FOUND', message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}.` },
      404,
    ),
  );

  // Control routes: no token needed.
  app.post(`${CONTROL}/reset`, (c) => {
    state.clear();
    faults.clear();
    recorded.length = 0;
    applySeed(state, seed);
    return c.json({ reset: true });
  });
  app.post(`${CONTROL}/seed`, async (c) => {
    const body = await readJson(c);
    applySeed(state, body as Seed);
    return c.json({ seeded: true });
  });
  app.post(`${CONTROL}/faults`, async (c) => {
    const fault = faults.add((await readJson(c)) as Fault);
    return c.json(fault, 201);
  });
  app.get(`${CONTROL}/faults`, (c) => c.json(faults.list()));
  app.delete(`${CONTROL}/faults`, (c) => {
    faults.clear();
    return c.body(null, 204);
  });
  app.get(`${CONTROL}/requests`, (c) => c.json(recorded));
  app.delete(`${CONTROL}/requests`, (c) => {
    recorded.length = 0;
    return c.body(null, 204);
  });

  const handlers = allHandlers();
  const missing = catalog.filter((endpoint) => !handlers[endpoint.name]).map((endpoint) => endpoint.name);
  if (missing.length) throw new Error(`The emulator has no handler for: ${missing.join(', ')}`);

  for (const endpoint of [...catalog].sort(bySpecificity)) {
    app.on(endpoint.method, toRoute(endpoint.path), (c) => answer(c, endpoint, handlers[endpoint.name]));
  }

  async function answer(c: Context, endpoint: Endpoint, handler: Handler): Promise<Response> {
    const url = new URL(c.req.url);
    const raw = c.req.raw.clone();
    const entry: RecordedRequest = {
      method: c.req.method,
      path: url.pathname,
      query: url.search.slice(1),
      headers: Object.fromEntries(c.req.raw.headers),
      body: await raw.text(),
      endpoint: endpoint.name,
    };
    recorded.push(entry);
    if (recorded.length > MAX_RECORDED) recorded.shift();

    const fault = faults.take(endpoint.name, c.req.method, url.pathname);
    if (fault) {
      const response = await faults.apply(fault, c);
      if (response) return response;
    }

    const token = authenticate(c, endpoint);
    const params = c.req.param() as Record<string, string>;
    const org = params.org;
    if (org !== undefined && !isOpenOrganizationPath(endpoint.path)) authorize(token!, org);

    const ctx: EmulatorContext = {
      endpoint,
      c,
      state,
      settings,
      token,
      org,
      // Stores exist only for known organizations (open paths may name any id).
      store: org !== undefined && state.organizations.has(org) ? state.store(org) : state.global,
      params,
      query: (name) => c.req.query(name),
      queries: (name) => c.req.queries(name) ?? [],
      json: (required = true) => readJson(c, required),
      form: () => readForm(c),
    };
    const result = await handler(ctx);
    if (result instanceof Reply) {
      for (const [key, value] of Object.entries(result.headers ?? {})) c.header(key, value);
      if (result.status === 204 || result.body === undefined) return c.body(null, result.status as 204);
      // A text reply (HTML, JavaScript, CSV): a string body with its own Content-Type header.
      if (typeof result.body === 'string' && result.headers?.['content-type'])
        return c.body(result.body, result.status as 200);
      return c.json(result.body as object, result.status as 200);
    }
    return c.json((result ?? {}) as object);
  }

  function authenticate(c: Context, endpoint: Endpoint) {
    if (endpoint.name === 'auth.checkToken') return undefined;
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) {
      throw new HttpError(
        401,
        'UNAUTHORIZED',
        'The request needs an Authorization header: Bearer <access token>.',
      );
    }
    const token = state.tokens.get(match[1]);
    if (!token) throw new HttpError(401, 'INVALID_TOKEN', 'The access token is not valid.');
    return token;
  }

  function authorize(token: { organizations: Set<string> }, org: string) {
    if (!state.organizations.has(org)) {
      throw new HttpError(404, 'ORGANIZATION_NOT_FOUND', `The organization '${org}' does not exist.`);
    }
    if (!token.organizations.has(org)) {
      throw new HttpError(403, 'FORBIDDEN', `The access token may not use the organization '${org}'.`);
    }
  }

  return {
    app,
    state,
    faults,
    recorded,
    settings,
    reset: () => app.request(`${CONTROL}/reset`, { method: 'POST' }),
  };
}
