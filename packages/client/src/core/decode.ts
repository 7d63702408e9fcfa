// Stage: decoding. An answer's body becomes what the call resolves to (`{}` for 204 or an empty body,
// parsed JSON with exact big integers, or text), or the error it rejects with: PlatformError for a
// non-success status, ResponseParseError for a success whose JSON does not parse. Both are redacted.
import { PlatformError, ResponseParseError } from './errors';
import type { HttpRequest, HttpResponse } from './http';
import { parseJson } from './json';
import { redactToken } from './redact';

/**
 * The body of a response as the caller gets it: `{}` for 204 or an empty body, parsed JSON, or text.
 * @param text the body, read whole (`''` for 204).
 * @throws PlatformError for a non-success status; ResponseParseError for a success whose body claims
 * JSON and does not parse.
 */
export function decode(response: HttpResponse, text: string, request: HttpRequest): unknown {
  // Read once: on the fetch layer each read goes through the Response's checked getter.
  const { status } = response;
  const success = status >= 200 && status <= 299;
  if (success && (status === 204 || !text)) return {};
  const type = response.header('content-type') ?? '';
  const claimsJson = type.includes('json');
  const requestId = () => response.header('x-request-id') ?? undefined;
  if (!success) {
    text = redactToken(text, request);
    let body: unknown = text;
    if (text && (claimsJson || !type)) {
      try {
        body = parseJson(text);
      } catch {
        // an error page that claims JSON: keep its text
      }
    }
    throw new PlatformError(status, requestId(), body, request.init.method, request.url);
  }
  if (!claimsJson && type) return text;
  try {
    return parseJson(text);
  } catch (error) {
    if (!claimsJson) return text; // no Content-Type, and not JSON: text
    // The parser's message quotes the text: when that holds the token, the cause is made again without it.
    const clean = redactToken(text, request);
    const cause = clean === text ? error : new SyntaxError(redactToken((error as Error).message, request));
    throw new ResponseParseError(
      status,
      requestId(),
      clean.slice(0, 200),
      request.init.method,
      request.url,
      cause,
    );
  }
}
