import type { EmulatorContext } from '../context';
import { badRequest } from '../http';

/** Checks that a JSON body is an object. @throws HttpError 400 otherwise. */
export function requireObject(body: unknown, what = 'The body'): Record<string, any> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`${what} must be a JSON object.`);
  }
  return body as Record<string, any>;
}

/** An ISO-8601 duration of days, hours, minutes and seconds (`P30D`, `PT24H`, `P1DT30M`) in ms; undefined when the text is not one, or is zero long. */
export function isoDurationMs(value: unknown): number | undefined {
  const match =
    typeof value === 'string' && /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value);
  const [days, hours, minutes, seconds] = (match ? match.slice(1) : []).map((part) => Number(part ?? 0));
  const ms = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
  return ms > 0 ? ms : undefined;
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

/**
 * What a field of a body must be: `required` a non-blank string; `string`, `boolean` or `number` that
 * type when present; a list, one of its values when present.
 */
export type FieldRule = 'required' | 'string' | 'boolean' | 'number' | readonly string[];

/** Rules that require each of `names`: a non-blank string. */
export const required = (...names: string[]): Record<string, FieldRule> =>
  Object.fromEntries(names.map((name) => [name, 'required']));

/**
 * Checks the fields of a body that the published schema leaves open, by a table of rules (`what` names
 * the body in the message). @throws HttpError 400 naming the first wrong field and what it must be.
 */
export function checkFields(body: Record<string, any>, rules: Record<string, FieldRule>, what = 'The body') {
  for (const [field, rule] of Object.entries(rules)) {
    const value = body[field];
    if (rule === 'required' ? typeof value === 'string' && value.trim() !== '' : value == null) continue;
    if (typeof rule === 'string' ? typeof value === rule : rule.includes(value)) continue;
    const must =
      rule === 'required'
        ? 'is required and must be a non-empty string'
        : typeof rule === 'string'
          ? `must be a ${rule}`
          : `must be one of: ${rule.join(', ')}`;
    throw badRequest(`${what}: the field '${field}' ${must}.`);
  }
  return body;
}
