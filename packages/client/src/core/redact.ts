// Stage: redaction. A server may quote the access token back ("invalid token '…'"); every text taken
// from an answer into an error goes through here first, so that no error the client throws holds the
// token the request carried.
import type { HttpRequest } from './http';

/**
 * `text` without the access token the request carried. Tokens shorter than 8 characters are left
 * alone: they would blank out ordinary words, and no real token is that short.
 */
export function redactToken(text: string, request: HttpRequest): string {
  const { headers } = request.init;
  const authorization = headers instanceof Headers ? headers.get('authorization') : headers.authorization;
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  return token.length >= 8 && text.includes(token) ? text.split(token).join('[redacted]') : text;
}
