// Stage: the call's life. A call can end early, by its caller's signal, its time-out (`timeoutMs`, per
// attempt) or `abortPendingGets`; it settles its caller's promise at once, and the pipeline stops at
// its next step. The GETs in flight are listed so that `abortPendingGets` can reach them.
import type { Endpoint } from './endpoint';
import { TimeoutError } from './errors';
import { Timed } from './signals';

/** The reason a GET is aborted by `abortPendingGets`. */
export const PENDING_ABORTED = Object.freeze(new Error('aborted by abortPendingGetRequests()'));

/**
 * One call that can end early: by its caller's signal, its time-out or `abortPendingGets`. Aborting it
 * settles the call at once. Its `AbortSignal` exists only when asked for: the request is cancelled on
 * the wire when the caller gave a signal (handing `fetch` a signal costs more than the rest of the
 * pipeline); otherwise a late answer is drained when it comes, which frees its connection.
 * It settles the promise that `send` returns, whichever comes first: the pipeline's outcome or an abort.
 */
export class Call extends Timed {
  // Declared and set in the constructor, as in Timed.
  declare aborted: boolean;
  declare reason: unknown;
  /** Neighbours in the transport's list of GETs in flight. */
  declare prevGet: Call | undefined;
  declare nextGet: Call | undefined;
  /** Stops following the caller's signal. */
  declare unfollow: (() => void) | undefined;
  declare resolve: (value: unknown) => void;
  declare reject: (reason: unknown) => void;
  declare private controller: AbortController | undefined;
  declare private readonly endpoint: Endpoint;
  declare private readonly timeoutMs: number;
  /** The list of GETs in flight, for a GET. */
  declare private readonly pending: PendingGets | undefined;

  constructor(endpoint: Endpoint, timeoutMs: number, pending: PendingGets | undefined) {
    super();
    this.endpoint = endpoint;
    this.timeoutMs = timeoutMs;
    this.pending = pending;
    this.aborted = false;
    this.reason = undefined;
    this.prevGet = undefined;
    this.nextGet = undefined;
    this.unfollow = undefined;
    this.controller = undefined;
  }

  /** An `AbortSignal` that aborts with the call. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.aborted) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  /** Ends the call at once: a GET resolves to `undefined` (but on its time-out), others reject. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.controller?.abort(reason);
    this.finish();
    if (this.pending && !(reason instanceof TimeoutError)) this.resolve(undefined);
    else this.reject(reason);
  }

  /** Settles the call with the pipeline's outcome (no effect once aborted: its promise has settled). */
  done(value: unknown): void {
    this.finish();
    this.resolve(value);
  }

  fail(error: unknown): void {
    this.finish();
    this.reject(error);
  }

  private finish(): void {
    this.cancelTime();
    this.unfollow?.();
    this.pending?.delete(this);
  }

  /** @throws the abort reason once the call is aborted. */
  check(): void {
    if (this.aborted) throw this.reason;
  }

  /** Starts the time-out of one attempt. */
  arm(): void {
    if (this.timeoutMs) this.startTime(this.timeoutMs);
  }

  timeUp(): void {
    const { endpoint, timeoutMs } = this;
    this.abort(new TimeoutError(endpoint.name, timeoutMs, endpoint.method, endpoint.path));
  }
}

/** The GETs in flight, as a list through the calls themselves: adding and removing allocate nothing. */
export class PendingGets {
  private first: Call | undefined;
  /** How many GETs are in flight. */
  size = 0;

  add(call: Call): void {
    call.nextGet = this.first;
    if (this.first) this.first.prevGet = call;
    this.first = call;
    this.size++;
  }

  delete(call: Call): void {
    const { prevGet, nextGet } = call;
    if (prevGet) prevGet.nextGet = nextGet;
    else if (this.first === call) this.first = nextGet;
    else return; // not in the list
    if (nextGet) nextGet.prevGet = prevGet;
    call.prevGet = call.nextGet = undefined;
    this.size--;
  }

  abortAll(reason: unknown): void {
    for (let call = this.first; call; ) {
      const next = call.nextGet;
      call.abort(reason); // removes it
      call = next;
    }
  }
}
