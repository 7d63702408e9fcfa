import { sleep } from './signals';

/** Thrown by {@link waitUntil} when the awaited state did not come in time. */
export class PollingTimeoutError<T = unknown> extends Error {
  override readonly name = 'PollingTimeoutError';
  constructor(
    readonly timeoutMs: number,
    /** The last value read. */
    readonly lastValue: T | undefined,
  ) {
    super(`The awaited state did not come within ${timeoutMs} ms; raise timeoutMs or check the resource.`);
  }
}

export interface PollingOptions<T> {
  /** Delay between two reads, in ms. Default 1000. */
  intervalMs?: number;
  /** Give up after this long, in ms. Default 300 000 (5 min). */
  timeoutMs?: number;
  /** Stops the wait; the returned promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with every value read, for progress reports. */
  onPoll?: (value: T | undefined, elapsedMs: number) => void;
}

/**
 * Reads a value until `done` accepts it, e.g. a source's status until it is `IDLE`.
 * @returns the accepted value.
 * @throws PollingTimeoutError after `timeoutMs`; the signal's reason when aborted; whatever `read` throws.
 */
export async function waitUntil<T>(
  read: () => Promise<T | undefined>,
  done: (value: T) => boolean,
  { intervalMs = 1000, timeoutMs = 300_000, signal, onPoll }: PollingOptions<T> = {},
): Promise<T> {
  const start = Date.now();
  for (;;) {
    signal?.throwIfAborted();
    const value = await read();
    const elapsed = Date.now() - start;
    onPoll?.(value, elapsed);
    if (value !== undefined && done(value)) return value;
    if (elapsed + intervalMs > timeoutMs) throw new PollingTimeoutError(timeoutMs, value);
    await sleep(intervalMs, signal);
  }
}
