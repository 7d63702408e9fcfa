import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { catalog, type Endpoint, parseJson, stringifyJson } from '@platform-admin/client';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { apiKeyPrincipal, requirePrivilege } from './access';
import {
  authorizeOrganization,
  type EmulatorContext,
  type EmulatorSettings,
  readForm,
  readJson,
} from './context';
import { createEngine } from './engine';
import { type Fault, FaultList } from './faults';
import { allBehaviours, allHandlers } from './handlers';
import type { Handler } from './handlers/types';
import { badRequest, errorResponse, HttpError, Reply } from './http';
import { LinkSigner } from './links';
import {
  checkAnswer,
  checkBody,
  checkPath,
  checkQuery,
  publishedOperation,
  successStatuses,
  type Violation,
} from './openapi';
import { REQUESTS_NOT_YET_ENFORCED } from './pending';
import { applySeed, DEFAULT_SEED, type Seed } from './seed';
import { EmulatorState } from './state';

export interface EmulatorOptions extends Partial<EmulatorSettings> {
  /** Records loaded at start and on every reset. Default {@link DEFAULT_SEED}. */
  seed?: Seed;
  /** Largest request body accepted, in bytes; larger ones are answered 413. Default 5 MiB. */
  maxBodyBytes?: number;
  /** When set, the control routes (`/_emulator/*`) need it in the header `X-Emulator-Control-Token`. */
  controlToken?: string;
  /**
   * A request the published schema refuses: `enforce` answers 400 naming what was wrong (the default),
   * `report` lets it through to `onViolation`, `off` checks nothing.
   */
  requestValidation?: 'enforce' | 'report' | 'off';
  /**
   * Called for each way a request or an answer differs from the published schema (answers are checked
   * only when set). Default: appends them as JSON lines to the file `PLATFORM_EMULATOR_CONFORMANCE_LOG` names.
   */
  onViolation?: (violation: Violation & { endpoint: string; method: string; path: string }) => void;
}

/** One request as the emulator received it, for tests to check what reached the wire. */
export interface RecordedRequest {
  method: string;
  /** Path as sent, percent-encoding kept. */
  path: string;
  /** Query string as sent, without `?`. */
  query: string;
  headers: Record<string, string>;
  /** The body as sent (its first 4 KiB). */
  body: string;
  /** The body's whole size in bytes, when the log kept only its start. */
  bodyBytes?: number;
  /** The catalog entry that answered, if any. */
  endpoint?: string;
}

const CONTROL = '/_emulator';
const MAX_RECORDED = 1000;
/** Bytes of each request body that the request log keeps. */
const RECORDED_BODY_BYTES = 4096;

/** Web origins on this machine: `http(s)://localhost`, `127.x.x.x` or `[::1]`, any port. */
const isLoopbackOrigin = (origin: string) =>
  /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i.test(origin);

/** Headers whose values are credentials (a Salesforce session id among them): the request log keeps their scheme only. */
const SECRET_HEADERS = new Set([
  'authorization',
  'cookie',
  'x-emulator-control-token',
  'x-salesforce-session-id',
]);

/**
 * What the request log keeps of a credential header: its scheme and a short SHA-256 fingerprint of the
 * rest, so that tests can tell which token was sent without the log holding it.
 * @example redactCredential('Bearer abc') // 'Bearer [redacted sha256:ba7816bf]'
 */
export function redactCredential(value: string): string {
  const match = /^(\w+)\s+(.*)$/s.exec(value);
  const secret = match ? match[2] : value;
  const fingerprint = createHash('sha256').update(secret).digest('hex').slice(0, 8);
  return `${match ? `${match[1]} ` : ''}[redacted sha256:${fingerprint}]`;
}

/** What the request log keeps of a query string: the values of credential parameters (tokens, a Salesforce session id) redacted. */
const redactQuery = (query: string) =>
  query.replace(
    /((?:^|&)(?:access_token|accessToken|refreshToken|token|signature|sessionId)=)[^&]*/gi,
    '$1[redacted]',
  );

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

/** Catalog calls that no family handles by hand: the schema-driven engine serves them (engine/). */
export const engineEndpoints = (): string[] => {
  const handlers = allHandlers();
  return catalog.filter((endpoint) => !handlers[endpoint.name]).map((endpoint) => endpoint.name);
};

/** Calls that a signed link may make without a bearer token (links.ts), with how to get a new link. */
const SIGNED_LINK_CALLS = new Map([
  ['snapshots.getContent', 'GET /rest/organizations/{org}/snapshots/{snapshotId}/url'],
]);

/** Calls the platform answers without a token: widget loaders, which a page's `<script src>` fetches. */
const OPEN_CALLS = new Set(['ipx.getLoader', 'ipx.getPageLoader']);

/** Paths where `{org}` may name any organization, not only the token's. */
const isOpenOrganizationPath = (path: string) => path.startsWith('/rest/global/');

/**
 * A handler's result, with the success status the platform publishes for the call: a handler says what
 * happened (`created(...)`, `noContent()`, a body), the published spec says which 2xx the platform
 * answers it with. A 204 carries no body; a redirect, an error and an unpublished call keep theirs.
 */
function asPublished(endpoint: Endpoint, result: unknown): unknown {
  const status = result instanceof Reply ? result.status : 200;
  const published = successStatuses(endpoint.name);
  if (status < 200 || status > 299 || !published.length || published.includes(status)) return result;
  const body = result instanceof Reply ? result.body : result;
  const headers = result instanceof Reply ? result.headers : undefined;
  return published[0] === 204
    ? new Reply(204, undefined, headers)
    : new Reply(published[0], body ?? {}, headers);
}

export function createApp(options: EmulatorOptions = {}) {
  const settings: EmulatorSettings = { refreshDurationMs: options.refreshDurationMs ?? 1500 };
  const maxBodyBytes = options.maxBodyBytes ?? 5 * 1024 * 1024;
  const seed = options.seed ?? DEFAULT_SEED;
  const state = new EmulatorState();
  const faults = new FaultList();
  const recorded: RecordedRequest[] = [];
  applySeed(state, seed);
  const requestValidation = options.requestValidation ?? 'enforce';
  const conformanceLog = process.env.PLATFORM_EMULATOR_CONFORMANCE_LOG;
  const onViolation =
    options.onViolation ??
    (conformanceLog
      ? (violation: object) => appendFileSync(conformanceLog, `${JSON.stringify(violation)}\n`)
      : undefined);

  // Not strict: a trailing slash names the same route, as the platform (and its own client, which sends one on some calls) has it.
  const app = new Hono({ strict: false });
  app.use(
    '*',
    cors({
      // The platform's routes answer any origin; the control routes only pages on loopback.
      origin: (origin, c) =>
        !c.req.path.startsWith(CONTROL) ? '*' : isLoopbackOrigin(origin) ? origin : null,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Emulator-Control-Token'],
      exposeHeaders: ['X-Request-ID', 'Retry-After'],
      maxAge: 600,
    }),
  );
  const tooLarge = `The request body is larger than ${maxBodyBytes} bytes, the emulator's limit (option maxBodyBytes).`;
  app.use(
    '*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => errorResponse(c, new HttpError(413, 'PAYLOAD_TOO_LARGE', tooLarge)),
    }),
  );
  // The control routes refuse web pages that are not on loopback, and need the control token when set.
  app.use(`${CONTROL}/*`, async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !isLoopbackOrigin(origin)) {
      throw new HttpError(403, 'FORBIDDEN', 'The control routes refuse web pages that are not on loopback.');
    }
    const token = c.req.header('x-emulator-control-token');
    if (options.controlToken !== undefined && token !== options.controlToken) {
      const message =
        "The control routes need the header X-Emulator-Control-Token with the emulator's control token.";
      throw new HttpError(401, 'UNAUTHORIZED', message);
    }
    await next();
  });
  app.use('*', async (c, next) => {
    c.header('X-Request-ID', randomUUID());
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    // A client that went away while its body was being read (a cut connection, a malformed chunk): no
    // one reads this answer, and it is no fault of the emulator's to log.
    if (c.req.raw.signal.aborted || (error as { code?: string })?.code === 'ECONNRESET') {
      return errorResponse(
        c,
        new HttpError(400, 'REQUEST_ABORTED', 'The request ended before its body did.'),
      );
    }
    console.error('[platform-emulator] unexpected error:', error);
    return c.json({ errorCode: 'INTERNAL_ERROR', message: String((error as Error)?.message ?? error) }, 500);
  });
  app.notFound((c) => {
    const message = `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`;
    return errorResponse(c, new HttpError(404, 'NOT_FOUND', message));
  });

  // Control routes: no bearer token needed.
  app.post(`${CONTROL}/reset`, (c) => {
    state.clear();
    faults.clear();
    recorded.length = 0;
    applySeed(state, seed);
    return c.json({ reset: true });
  });
  app.post(`${CONTROL}/seed`, async (c) => {
    applySeed(state, (await readJson(c)) as Seed);
    return c.json({ seeded: true });
  });
  app.post(`${CONTROL}/faults`, async (c) => c.json(faults.add((await readJson(c)) as Fault), 201));
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

  // Files: export downloads and Push API uploads, by their UUID, like pre-signed storage links.
  app.get('/_files/:fileId', (c) => {
    const file = state.files.get(c.req.param('fileId'));
    if (!file) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
    });
  });
  app.put('/_files/:fileId', async (c) => {
    const id = c.req.param('fileId');
    if (!state.files.has(id))
      throw new HttpError(404, 'NOT_FOUND', 'No such file container: create one first.');
    const body = new Uint8Array(await c.req.arrayBuffer());
    state.files.set(id, { body, contentType: c.req.header('content-type') ?? 'application/octet-stream' });
    return c.body(null, 200);
  });

  const handlers = allHandlers();
  const engine = createEngine(handlers, allBehaviours());
  for (const endpoint of [...catalog].sort(bySpecificity)) {
    // A family's handler where the platform has behaviour; the engine for the rest.
    const handler = handlers[endpoint.name] ?? engine;
    app.on(endpoint.method, toRoute(endpoint.path), (c) => answer(c, endpoint, handler));
  }

  async function answer(c: Context, endpoint: Endpoint, handler: Handler): Promise<Response> {
    const url = new URL(c.req.url);
    // Read once (Hono caches it for the handler), keep at most a few KB of it in the log.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    recorded.push({
      method: c.req.method,
      path: url.pathname,
      query: redactQuery(url.search.slice(1)),
      headers: Object.fromEntries(
        [...c.req.raw.headers].map(([name, value]) => [
          name,
          SECRET_HEADERS.has(name) ? redactCredential(value) : value,
        ]),
      ),
      // The token check's form holds a token: keep none of it.
      body:
        endpoint.name === 'auth.checkToken' && bytes.length
          ? '[redacted]'
          : new TextDecoder().decode(bytes.subarray(0, RECORDED_BODY_BYTES)),
      ...(bytes.length > RECORDED_BODY_BYTES ? { bodyBytes: bytes.length } : {}),
      endpoint: endpoint.name,
    });
    if (recorded.length > MAX_RECORDED) recorded.shift();

    const fault = faults.take(endpoint.name, c.req.method, url.pathname);
    const faulted = fault && (await faults.apply(fault, c));
    if (faulted) return faulted;

    // A signed link stands in for the bearer token on the call it was made for, and on no other.
    const renew = SIGNED_LINK_CALLS.get(endpoint.name);
    const signed = renew !== undefined && !c.req.header('authorization') && LinkSigner.isSigned(url);
    if (signed) state.links.verify(c.req.method, url, renew);
    const open = OPEN_CALLS.has(endpoint.name) && !c.req.header('authorization');
    const token = signed || open || endpoint.name === 'auth.checkToken' ? undefined : authenticate(c);
    const params = c.req.param() as Record<string, string>;
    const org = params.org;
    // `{org}` must exist, and the token (absent for a signed link, which names it) may use it.
    if (org !== undefined && !isOpenOrganizationPath(endpoint.path)) authorizeOrganization(state, token, org);
    requirePrivilege(token, endpoint);

    const report = (problem: Violation) =>
      onViolation?.({ endpoint: endpoint.name, method: c.req.method, path: url.pathname, ...problem });
    if (requestValidation !== 'off') {
      const problems = [...checkPath(endpoint, params), ...checkQuery(endpoint, url.searchParams)];
      // A call that takes JSON reads its body as JSON whatever its Content-Type says: check it so. No
      // body where the platform requires one is checked as `{}`: its required fields are missing.
      if (endpoint.body === 'json' || /json/i.test(c.req.header('content-type') ?? '')) {
        let body: unknown =
          !bytes.length && publishedOperation(endpoint.name)?.body?.required ? {} : undefined;
        try {
          if (bytes.length) body = parseJson(new TextDecoder().decode(bytes));
        } catch {
          // Not JSON: the handler answers it.
        }
        problems.push(...checkBody(endpoint, body));
      }
      const refused =
        problems.length > 0 &&
        requestValidation === 'enforce' &&
        !REQUESTS_NOT_YET_ENFORCED.has(endpoint.name);
      for (const problem of problems) report({ ...problem, refused });
      if (refused) throw badRequest(`The platform refuses this request: ${problems[0].message}.`);
    }

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
    const result = asPublished(endpoint, await handler(ctx));
    const reply = result instanceof Reply ? result : new Reply(200, result ?? {});
    // A text reply (HTML, JavaScript, CSV): a string body with its own Content-Type header.
    const textType = typeof reply.body === 'string' ? reply.headers?.['content-type'] : undefined;
    if (onViolation) {
      const isJson = reply.body !== undefined && !textType;
      for (const problem of checkAnswer(endpoint, reply.status, reply.body, isJson, textType))
        report(problem);
    }
    for (const [key, value] of Object.entries(reply.headers ?? {})) c.header(key, value);
    const status = reply.status as 200;
    if (reply.status === 204 || reply.body === undefined) return c.body(null, status);
    if (textType) return c.body(reply.body as string, status);
    // JSON: bigints keep every digit.
    return c.body(stringifyJson(reply.body), status, { 'Content-Type': 'application/json' });
  }

  /** The bearer token's record: a user's token, or the value of an API key the organization created. */
  function authenticate(c: Context) {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) {
      const message = 'The request needs an Authorization header: Bearer <access token>.';
      throw new HttpError(401, 'UNAUTHORIZED', message);
    }
    const token = state.tokens.get(match[1]) ?? apiKeyPrincipal(state, match[1]);
    if (!token) throw new HttpError(401, 'INVALID_TOKEN', 'The access token is not valid.');
    return token;
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
