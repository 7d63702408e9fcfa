/** Waits `ms`; rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** What a signal can abort: an `AbortController`, or a call of the pipeline. */
export interface Abortable {
  abort(reason?: unknown): void;
}

// One 'abort' listener per caller signal, however many calls share it: a thousand calls on one
// signal add one listener (no MaxListenersExceeded warning), and the last call to end removes it.
const followers = new WeakMap<AbortSignal, { controllers: Set<Abortable>; listener: () => void }>();

/**
 * Aborts `controller` when `signal` aborts, with the same reason.
 * @returns a function that stops following (call it when the call ends).
 */
export function follow(signal: AbortSignal, controller: Abortable): () => void {
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => {};
  }
  let entry = followers.get(signal);
  if (!entry) {
    const controllers = new Set<Abortable>();
    const listener = () => {
      followers.delete(signal);
      for (const c of controllers) c.abort(signal.reason);
    };
    entry = { controllers, listener };
    followers.set(signal, entry);
    signal.addEventListener('abort', listener, { once: true });
  }
  const { controllers, listener } = entry;
  controllers.add(controller);
  return () => {
    controllers.delete(controller);
    if (controllers.size === 0 && followers.get(signal) === entry) {
      followers.delete(signal);
      signal.removeEventListener('abort', listener);
    }
  };
}

// Time-outs of a second or more share one sweep every 100 ms instead of a timer each: most calls end
// long before their time-out, and a timer per call costs more than the call's own bookkeeping. The
// sweep's list is intrusive (each timed thing is its own node), so scheduling allocates nothing.
const SWEEP_MS = 100;
let first: Timed | undefined;
let sweeper: ReturnType<typeof setInterval> | undefined;

function sweep() {
  const now = Date.now();
  for (let node = first; node; ) {
    const next = node.next;
    if (node.dueAt <= now) {
      node.cancelTime();
      node.timeUp();
    }
    node = next;
  }
  if (!first) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

/**
 * Something with a time limit: `timeUp()` is called `ms` after `startTime(ms)` (within 100 ms for a
 * second or more), unless `cancelTime()` comes first.
 */
export abstract class Timed {
  // Fields are declared, and set in the constructor: as class fields they would each be defined by a
  // call of its own, and a call of the pipeline makes one of these.
  /** @internal When it is due, in `Date.now()` ms (0 while not in the sweep). */
  declare dueAt: number;
  /** @internal The neighbours in the sweep's list. */
  declare next: Timed | undefined;
  declare private prev: Timed | undefined;
  declare private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    this.dueAt = 0;
    this.next = undefined;
    this.prev = undefined;
    this.timer = undefined;
  }

  abstract timeUp(): void;

  startTime(ms: number): void {
    this.cancelTime();
    if (ms < 1000) {
      this.timer = setTimeout(() => this.timeUp(), ms);
      return;
    }
    this.dueAt = Date.now() + ms;
    this.next = first;
    if (first) first.prev = this;
    first = this;
    if (!sweeper) {
      sweeper = setInterval(sweep, SWEEP_MS);
      // Node: the sweep alone does not keep the process alive (the calls it watches do).
      (sweeper as { unref?: () => void }).unref?.();
    }
  }

  cancelTime(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (!this.dueAt) return;
    this.dueAt = 0;
    const { prev, next } = this;
    if (prev) prev.next = next;
    else first = next;
    if (next) next.prev = prev;
    this.prev = this.next = undefined;
  }
}
