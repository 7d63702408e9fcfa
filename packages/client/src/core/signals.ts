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
const followers = new WeakMap<AbortSignal, { controllers: Set<AbortController>; listener: () => void }>();

/**
 * Aborts `controller` when `signal` aborts, with the same reason.
 * @returns a function that stops following (call it when the call ends).
 */
export function follow(signal: AbortSignal, controller: AbortController): () => void {
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => {};
  }
  let entry = followers.get(signal);
  if (!entry) {
    const controllers = new Set<AbortController>();
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
