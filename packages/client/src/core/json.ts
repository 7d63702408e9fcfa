// A run of 16+ digits is the only way a JSON text can hold an integer beyond 2^53; texts without one
// take the native parser as is. Texts with one are parsed natively too: each long integer literal
// (outside strings) is first wrapped in a string with a per-call marker, and a walk turns those
// strings back into bigint. So duplicate keys, deep nesting and errors behave exactly as JSON.parse.

/**
 * Whether a text holds a run of 16 or more digits. Any such run covers a position `i` with
 * `i % 16 === 15`, so only those positions are read, then the run around a digit found there:
 * about a sixteenth of the text (a regular expression reads all of it, as long as `JSON.parse` takes).
 * A run of 16 that covers `i` covers `i - 8` or `i + 8` too, which rules out most shorter numbers
 * (a 13-digit timestamp, say) without reading them whole.
 */
export function hasLongDigitRun(text: string): boolean {
  for (let i = 15; i < text.length; i += 16) {
    if (!isDigitAt(text, i) || !(isDigitAt(text, i - 8) || isDigitAt(text, i + 8))) continue;
    let start = i;
    while (start > 0 && isDigitAt(text, start - 1)) start--;
    let end = i;
    while (end + 1 < text.length && isDigitAt(text, end + 1)) end++;
    if (end - start >= 15) return true;
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

/** A JSON string literal, or an integer literal of 16+ digits (not part of a fraction or exponent). */
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d{16,}(?![\d.eE])/g;

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
