import { isSafeNumber, parse, stringify } from 'lossless-json';

// A run of 16+ digits is the only way a JSON text can hold an integer beyond 2^53;
// texts without one take the native parser at full speed.
const LONG_DIGITS = /\d{16}/;

const parseNumber = (text: string): number | bigint =>
  isSafeNumber(text) || !/^-?\d+$/.test(text) ? Number(text) : BigInt(text);

/**
 * Parses JSON; integers beyond `Number.MAX_SAFE_INTEGER` become `bigint` so that no digit is lost.
 * @throws SyntaxError for text that is not JSON.
 */
export function parseJson(text: string): unknown {
  return LONG_DIGITS.test(text) ? parse(text, null, parseNumber) : JSON.parse(text);
}

/** Serializes to JSON; `bigint` values are written as plain integers. */
export function stringifyJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (error instanceof TypeError && /BigInt/i.test(error.message)) return stringify(value) ?? 'null';
    throw error;
  }
}
