import type { Context } from 'hono';
import { badRequest } from './http';

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

export class FaultList {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  /** @throws HttpError 400 for a fault that cannot work. */
  add(fault: Fault): ActiveFault {
    if (!fault || typeof fault !== 'object') throw badRequest('A fault must be a JSON object.');
    if (!KINDS.includes(fault.kind)) throw badRequest(`A fault's kind must be one of: ${KINDS.join(', ')}.`);
    if (!fault.endpoint && !fault.path)
      throw badRequest('A fault needs an endpoint name or a path to match.');
    const count = fault.count ?? 1;
    if (!Number.isInteger(count) || count < 1) throw badRequest('A fault count must be a positive integer.');
    if (
      fault.status !== undefined &&
      (!Number.isInteger(fault.status) || fault.status < 400 || fault.status > 599)
    ) {
      throw badRequest('A fault status must be an integer from 400 to 599.');
    }
    const active: ActiveFault = { ...fault, count, id: this.nextId++, remaining: count };
    this.faults.push(active);
    return active;
  }

  list(): ActiveFault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }

  /** The first fault matching a request, with one use taken off. */
  take(endpoint: string, method: string, path: string): ActiveFault | undefined {
    const fault = this.faults.find(
      (f) =>
        (!f.method || f.method.toUpperCase() === method) &&
        (!f.endpoint || f.endpoint === endpoint) &&
        (!f.path || (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path)),
    );
    if (!fault) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
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
