import { stringifyJson } from '@platform-admin/client';

// Reading what a request holds without trusting its shape. A plain object also answers names it inherits
// (`constructor`, `__proto__`), and assigning to its `__proto__` changes its prototype: look keys up with
// `own`, gather values by request keys in a `dictionary`. A JSON object with a `toString` key cannot be
// turned into a string (`String(value)` throws): write request values with `text`.

/** The value `object` holds under `key` as its own property; undefined for any other key. */
export function own<T>(object: { readonly [key: string]: T } | null | undefined, key: string): T | undefined {
  return object != null && Object.hasOwn(object, key) ? object[key] : undefined;
}

/** An empty dictionary without a prototype: every key, `__proto__` included, is a plain key. */
export function dictionary<T>(): Record<string, T> {
  return Object.create(null);
}

/**
 * Copies the own keys of `sources` onto `target` as its own properties, as `{ ...target, ...source }`
 * would: unlike `Object.assign`, a `__proto__` key is a plain key, not a new prototype.
 * @returns `target`.
 */
export function assignOwn<T extends object>(target: T, ...sources: object[]): T {
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return target;
}

/**
 * A request value as text: a string as it is, an object or array as its JSON, anything else as
 * `String` writes it. Never throws.
 * @param max longest text returned, in characters; longer text is cut and ends with `...`.
 * @example text({ toString: 1 }) // '{"toString":1}'
 */
export function text(value: unknown, max = Number.POSITIVE_INFINITY): string {
  let written: string;
  if (typeof value === 'string') written = value;
  else if (value !== null && typeof value === 'object') {
    try {
      written = stringifyJson(value) ?? Object.prototype.toString.call(value);
    } catch {
      written = Object.prototype.toString.call(value);
    }
  } else written = String(value);
  return written.length > max ? `${written.slice(0, Math.max(0, max - 3))}...` : written;
}
