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
 * @throws PollingTimeoutError after `timeoutMs`; the signal's reason when aborted; whatever `read` throws;
 * TypeError (a rejection, before any read) when `intervalMs` or `timeoutMs` is not a number of 0 or more.
 */
export async function waitUntil<T>(
  read: () => Promise<T | undefined>,
  done: (value: T) => boolean,
  { intervalMs = 1000, timeoutMs = 300_000, signal, onPoll }: PollingOptions<T> = {},
): Promise<T> {
  // NaN would never time out; a negative or NaN interval would read as fast as the platform answers.
  for (const [name, value] of [
    ['intervalMs', intervalMs],
    ['timeoutMs', timeoutMs],
  ] as const) {
    if (typeof value !== 'number' || !(value >= 0)) {
      throw new TypeError(`waitUntil: ${name} must be a number of ms, 0 or more; got ${String(value)}.`);
    }
  }
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
