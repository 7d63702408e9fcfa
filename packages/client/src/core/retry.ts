// Stage: retries. How long to wait before sending a call again: a throttled call (429) waits the longer
// of an exponential back-off and the platform's `Retry-After`, until its attempts are spent; with
// `retry.transient` on, an idempotent call that met a 5xx or no answer waits a random ("full jitter") delay.
import { parseRetryAfter, RetryExhaustedError } from './errors';
import type { HttpResponse } from './http';
import type { ResolvedRetry } from './options';

/** Methods that transient retries (5xx, network errors) may repeat. */
const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);

/** The transient retry options that apply to a method: `undefined` when off, or for POST and PATCH. */
export function transientRetry(retry: ResolvedRetry, method: string): ResolvedRetry['transient'] {
  return IDEMPOTENT.has(method) ? retry.transient : undefined;
}

/**
 * How long to wait before the next attempt of a throttled (429) call, in ms: the longer of the back-off
 * schedule and `Retry-After`.
 * @param throttled the throttled attempts so far, this one included.
 * @throws RetryExhaustedError when the attempts are spent or `Retry-After` exceeds `maxRetryAfterMs`.
 */
export function throttledDelay(retry: ResolvedRetry, response: HttpResponse, throttled: number): number {
  const retryAfter = response.header('retry-after');
  const retryAfterMs = parseRetryAfter(retryAfter);
  if (throttled >= retry.attempts || (retryAfterMs ?? 0) > retry.maxRetryAfterMs) {
    throw new RetryExhaustedError(429, response.header('x-request-id') ?? undefined, throttled, retryAfter);
  }
  const scheduled = Math.min(retry.initialDelayMs * retry.multiplier ** (throttled - 1), retry.maxDelayMs);
  return Math.max(scheduled, retryAfterMs ?? 0);
}

/** Full jitter, in ms: a random delay between 0 and the capped exponential bound of the `retry`-th retry. */
export function jitter(options: { initialDelayMs: number; maxDelayMs: number }, retry: number): number {
  return Math.random() * Math.min(options.initialDelayMs * 2 ** (retry - 1), options.maxDelayMs);
}
