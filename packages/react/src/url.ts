/** The URL schemes a link may use; relative references resolve against the page and are allowed too. */
const FOLLOWABLE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * Whether `href` is a link the components follow: an `http:` or `https:` URL, or a relative reference
 * (`/path`, `page.html`, `?q=1`, `#part`, `//host/path`). Anything else (`javascript:`, `data:`,
 * `vbscript:`, `mailto:`, unparsable input) is refused.
 *
 * The check parses the way a browser does (WHATWG URL parser: leading and trailing spaces and control
 * characters dropped, tabs and newlines removed, scheme case-insensitive), so `" JaVa\tScRiPt:x"` is
 * seen as `javascript:`.
 */
export function isFollowableUrl(href: string): boolean {
  try {
    // An http base: relative references resolve to http and pass; absolute URLs keep their own scheme.
    return FOLLOWABLE_PROTOCOLS.has(new URL(href, 'http://relative.invalid/').protocol);
  } catch {
    return false;
  }
}
