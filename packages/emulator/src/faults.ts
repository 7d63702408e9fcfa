import type { Context } from 'hono';
import { badRequest } from './http';
import { requireObject } from './model/rest';

export type FaultKind = 'throttle' | 'error' | 'html' | 'delay';

/** Makes the next `count` matching requests fail or come late. */
export interface Fault {
  /** Catalog entry to match, e.g. `sources.list`. */
  endpoint?: string;
  /** Path to match: exact, or a prefix when it ends with `*`. */
  path?: string;
  /** HTTP method to match. Default: any. */
  method?: string;
  /** How many requests it hits. Default 1. */
  count?: number;
  /** `throttle`: 429; `error`: a JSON 5xx; `html`: an HTML error page; `delay`: answered normally, late. */
  kind: FaultKind;
  /** Status for `error` (default 503) and `html` (default 502). */
  status?: number;
  /** Delay for `delay`, in ms. Default 1000. */
  delayMs?: number;
  /** `Retry-After` header for `throttle`, in seconds. */
  retryAfterSeconds?: number;
}

interface ActiveFault extends Fault {
  id: number;
  remaining: number;
}

const KINDS: readonly FaultKind[] = ['throttle', 'error', 'html', 'delay'];

/**
 * The active faults, indexed so that finding the one for a request costs the same however many
 * faults wait for other requests: by method and endpoint, method and exact path, or method and path
 * prefix (a request's path has few prefixes). A fault is dropped once its count is spent.
 */
export class FaultList {
  private readonly byId = new Map<number, ActiveFault>();
  private readonly buckets = new Map<string, ActiveFault[]>();
  private nextId = 1;

  /** @throws HttpError 400 for a fault that cannot work. */
  add(fault: Fault): ActiveFault {
    requireObject(fault, 'A fault');
    if (!KINDS.includes(fault.kind)) throw badRequest(`A fault's kind must be one of: ${KINDS.join(', ')}.`);
    if (!fault.endpoint && !fault.path)
      throw badRequest('A fault needs an endpoint name or a path to match.');
    for (const field of ['endpoint', 'path', 'method'] as const) {
      if (fault[field] !== undefined && typeof fault[field] !== 'string')
        throw badRequest(`A fault's ${field} must be a string.`);
    }
    const count = fault.count ?? 1;
    if (!Number.isInteger(count) || count < 1) throw badRequest('A fault count must be a positive integer.');
    const { status = 400 } = fault;
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw badRequest('A fault status must be an integer from 400 to 599.');
    }
    const active: ActiveFault = { ...fault, count, id: this.nextId++, remaining: count };
    this.byId.set(active.id, active);
    const key = bucketOf(active);
    this.buckets.set(key, [...(this.buckets.get(key) ?? []), active]);
    return active;
  }

  list(): ActiveFault[] {
    return [...this.byId.values()];
  }

  clear(): void {
    this.byId.clear();
    this.buckets.clear();
  }

  /** The first fault (oldest) matching a request, with one use taken off. */
  take(endpoint: string, method: string, path: string): ActiveFault | undefined {
    let found: ActiveFault | undefined;
    const consider = (key: string) => {
      for (const fault of this.buckets.get(key) ?? []) {
        if (found && fault.id > found.id) break;
        if (matches(fault, endpoint, path)) found = fault;
      }
    };
    for (const m of [method.toUpperCase(), '*']) {
      consider(`${m} e ${endpoint}`);
      consider(`${m} p ${path}`);
      for (let i = 0; i <= path.length; i++) consider(`${m} * ${path.slice(0, i)}`);
    }
    if (!found) return undefined;
    if (--found.remaining <= 0) {
      this.byId.delete(found.id);
      const key = bucketOf(found);
      const rest = this.buckets.get(key)!.filter((f) => f !== found);
      if (rest.length) this.buckets.set(key, rest);
      else this.buckets.delete(key);
    }
    return found;
  }

  /** Answers for the fault, or waits and returns `undefined` for a delay. */
  async apply(fault: Fault, c: Context): Promise<Response | undefined> {
    switch (fault.kind) {
      case 'throttle':
        if (fault.retryAfterSeconds !== undefined) c.header('Retry-After', String(fault.retryAfterSeconds));
        return c.json({ errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests; retry later.' }, 429);
      case 'error':
        return c.json(
          { errorCode: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable (emulated fault).' },
          (fault.status ?? 503) as 503,
        );
      case 'html':
        return c.html(
          '<!DOCTYPE html><html><head><title>Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
          (fault.status ?? 502) as 502,
        );
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
        return undefined;
    }
  }
}

/** The index key of a fault: its method (or `*`) and its endpoint, exact path or path prefix. */
function bucketOf(fault: Fault): string {
  const method = fault.method ? fault.method.toUpperCase() : '*';
  if (fault.endpoint) return `${method} e ${fault.endpoint}`;
  const path = fault.path!;
  return path.endsWith('*') ? `${method} * ${path.slice(0, -1)}` : `${method} p ${path}`;
}

function matches(fault: Fault, endpoint: string, path: string): boolean {
  if (fault.endpoint && fault.endpoint !== endpoint) return false;
  if (!fault.path) return true;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : fault.path === path;
}
