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

// One 'abort' listener per caller signal, however many calls share it: a thousand calls on one
// signal add one listener (no MaxListenersExceeded warning), and the last call to end removes it.
/** What a signal can abort: an `AbortController`, or a call of the pipeline. */
export interface Abortable {
  abort(reason?: unknown): void;
}

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
// long before their time-out, and a timer per call costs more than the call's own bookkeeping.
const SWEEP_MS = 100;
const deadlines = new Set<{ at: number; fire: () => void }>();
let sweeper: ReturnType<typeof setInterval> | undefined;

function sweep() {
  const now = Date.now();
  for (const entry of deadlines) {
    if (entry.at <= now) {
      deadlines.delete(entry);
      entry.fire();
    }
  }
  if (!deadlines.size) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

/**
 * Calls `fire` after `ms` (within 100 ms for a second or more), unless cancelled first.
 * @returns a function that cancels it.
 */
export function deadline(ms: number, fire: () => void): () => void {
  if (ms < 1000) {
    const timer = setTimeout(fire, ms);
    return () => clearTimeout(timer);
  }
  const entry = { at: Date.now() + ms, fire };
  deadlines.add(entry);
  if (!sweeper) {
    sweeper = setInterval(sweep, SWEEP_MS);
    // Node: the sweep alone does not keep the process alive (the calls it watches do).
    (sweeper as { unref?: () => void }).unref?.();
  }
  return () => deadlines.delete(entry);
}
