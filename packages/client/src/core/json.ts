// A run of 16+ digits is the only way a JSON text can hold an integer beyond 2^53; texts without one
// take the native parser as is. Texts with one are parsed natively too: each long integer literal
// (outside strings) is first wrapped in a string with a per-call marker, and a walk turns those
// strings back into bigint. So duplicate keys, deep nesting and errors behave exactly as JSON.parse.

/**
 * Whether a text holds a run of 16 or more digits. Any such run covers a position `i` with
 * `i % 16 === 15`, so only those positions are read, then, around a digit found there, as little as
 * settles it: the digits just before it (15 at most), then the one position where a run of 16 from
 * there would end, and only when that is a digit, the positions between. Most numbers (a 13-digit
 * timestamp, say) are ruled out without being read whole. On a 57 KB page this reads about a
 * sixteenth of the text; a regular expression reads all of it, taking as long as `JSON.parse`.
 */
export function hasLongDigitRun(text: string): boolean {
  const length = text.length;
  for (let i = 15; i < length; i += 16) {
    if (!isDigitAt(text, i)) continue;
    let start = i;
    while (start > i - 15 && isDigitAt(text, start - 1)) start--;
    const end = start + 15; // the last digit of a run of 16 from `start`
    if (end === i) return true;
    if (!isDigitAt(text, end)) continue;
    let next = i + 1;
    while (next < end && isDigitAt(text, next)) next++;
    if (next === end) return true;
  }
  return false;
}

// Module-level (not a closure made per call), so that the compiler inlines it: the scan runs on
// every JSON body, and a closure made per call made it cost several times as much on a 57 KB page.
// Past the end, charCodeAt gives NaN: not a digit.
function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

/** A JSON string literal, or an integer literal of 16+ digits (not the digits of a fraction or exponent). */
const TOKENS = /"(?:[^"\\]|\\.)*"|(?<![\w.+-])-?\d{16,}(?![\w.])/g;

/**
 * Parses JSON exactly as `JSON.parse` does, except that integers beyond `Number.MAX_SAFE_INTEGER`
 * become `bigint`, so that no digit is lost.
 * @throws SyntaxError for text that is not JSON.
 */
export function parseJson(text: string): unknown {
  if (!hasLongDigitRun(text)) return JSON.parse(text);
  const marker = `\u0000big${Math.random().toString(36).slice(2)}:`;
  let found = false;
  const marked = text.replace(TOKENS, (token) => {
    if (token.charCodeAt(0) === 34 /* " */ || Number.isSafeInteger(Number(token))) return token;
    found = true;
    return `"${JSON.stringify(marker).slice(1, -1)}${token}"`;
  });
  if (!found) return JSON.parse(text);
  let value: unknown;
  try {
    value = JSON.parse(marked);
  } catch (error) {
    JSON.parse(text); // throws the error (and position) the original text deserves
    throw error;
  }
  return restoreBigInts(value, marker);
}

/** Turns marked strings back into bigint, walking without recursion (any nesting depth). */
function restoreBigInts(root: unknown, marker: string): unknown {
  const restore = (item: unknown) =>
    typeof item === 'string' && item.startsWith(marker) ? BigInt(item.slice(marker.length)) : item;
  const stack: unknown[] = [root];
  while (stack.length) {
    const container = stack.pop() as Record<string, unknown>;
    if (container === null || typeof container !== 'object') continue;
    for (const key of Object.keys(container)) {
      const item = container[key];
      if (typeof item === 'object') stack.push(item);
      else container[key] = restore(item);
    }
  }
  return restore(root);
}

/** Serializes to JSON; `bigint` values are written as plain integers, every digit kept. */
export function stringifyJson(value: unknown, space?: number): string {
  let marker: string | undefined;
  const text = JSON.stringify(
    value,
    (_key, item) => {
      if (typeof item !== 'bigint') return item;
      marker ??= `\u0000big${Math.random().toString(36).slice(2)}:`;
      return marker + item.toString();
    },
    space,
  );
  if (marker === undefined || text === undefined) return text;
  const quoted = JSON.stringify(marker).slice(1, -1);
  return text
    .split(`"${quoted}`)
    .map((part, i) => (i === 0 ? part : part.replace('"', '')))
    .join('');
}
