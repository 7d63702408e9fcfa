import type { EmulatorContext } from '../context';
import { badRequest } from '../http';

/** Checks that a JSON body is an object. @throws HttpError 400 otherwise. */
export function requireObject(body: unknown, what = 'The body'): Record<string, any> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`${what} must be a JSON object.`);
  }
  return body as Record<string, any>;
}

/** A record without some of its fields (those the platform sets, say). */
export const omit = (record: Record<string, any>, ...keys: string[]): Record<string, any> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

/**
 * A boolean query parameter of a published call, as the platform (Spring) reads it: `true`, `on`,
 * `yes` or `1`; `fallback` when absent. The published schema refused any other value before.
 */
export function flag(ctx: EmulatorContext, name: string, fallback = false): boolean {
  const value = ctx.query(name);
  return value ? /^(true|on|yes|1)$/i.test(value) : fallback;
}
