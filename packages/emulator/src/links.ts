import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http';

// Signed links: URLs fetched without a bearer token, as the platform's pre-signed storage links are (a
// snapshot's content URL). The query carries `expires` (ms since the epoch) and `signature`, an
// HMAC-SHA256 of the method, path and other parameters under the emulator's own key. A changed link, or
// a late request, is refused with 403.

const EXPIRES = 'expires';
const SIGNATURE = 'signature';

/** The text a signature covers: method, path as sent, and the query without `signature`, sorted. */
function canonical(method: string, url: URL): string {
  const query = [...url.searchParams]
    .filter(([name]) => name !== SIGNATURE)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  return `${method.toUpperCase()}\n${url.pathname}\n${query}`;
}

/** Makes and checks signed links with a key of its own. */
export class LinkSigner {
  private readonly key = randomBytes(32);

  private signatureOf(method: string, url: URL): Buffer {
    return createHmac('sha256', this.key).update(canonical(method, url)).digest();
  }

  /**
   * `url` with `expires` and `signature` added to its query.
   * @param expiresAt when the link stops working, in ms since the epoch.
   * @param method the HTTP method the link is for. Default `GET`.
   */
  sign(url: URL, expiresAt: number, method = 'GET'): string {
    const signed = new URL(url);
    signed.searchParams.set(EXPIRES, String(expiresAt));
    signed.searchParams.set(SIGNATURE, this.signatureOf(method, signed).toString('hex'));
    return signed.href;
  }

  /** Whether a request carries a link signature (and so asks to be let in by it). */
  static isSigned(url: URL): boolean {
    return url.searchParams.has(SIGNATURE);
  }

  /**
   * Checks a request made with a signed link.
   * @param renew how to get a new link, for the error messages.
   * @throws HttpError 403 when the signature does not match the request, or the link has expired.
   */
  verify(method: string, url: URL, renew: string, now = Date.now()): void {
    const given = Buffer.from(url.searchParams.get(SIGNATURE) ?? '', 'hex');
    const expected = this.signatureOf(method, url);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(
        403,
        'INVALID_SIGNATURE',
        `The link's signature does not match it: use the URL as it was generated, unchanged, or make a new one (${renew}).`,
      );
    }
    const expiresAt = Number(url.searchParams.get(EXPIRES));
    if (!(now <= expiresAt)) {
      throw new HttpError(
        403,
        'LINK_EXPIRED',
        `The link expired at ${new Date(expiresAt).toISOString()}: make a new one (${renew}).`,
      );
    }
  }
}
