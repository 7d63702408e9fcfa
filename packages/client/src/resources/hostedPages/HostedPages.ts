import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { hostedPageEndpoints } from './endpoints';
import type { HostedPagesCalls } from './endpoints.generated';
import type { HostedPageModel, HostedPagePage, ListHostedPagesQuery, NewHostedPageModel } from './models';

/**
 * Pages the platform hosts for the organization (`/rest/organizations/{org}/hostedpages`).
 * Every method rejects with `PlatformError` for a non-success answer (404 for an unknown page,
 * 400 for malformed input).
 */
export class HostedPages extends Resource<typeof hostedPageEndpoints> {
  get endpoints() {
    return hostedPageEndpoints;
  }
}

// The calls of HostedPages that follow the argument convention: Resource makes them from the endpoint table.
export interface HostedPages extends HostedPagesCalls {
  /**
   * Lists one page of hosted pages, by name. `GET /rest/organizations/{org}/hostedpages`.
   * @param query `filter` (text in the name), `order` (`asc`, `desc`), `page` (0-based), `perPage`.
   * @returns `{ items: HostedPageModel[], totalEntries, totalPages }`.
   */
  list<S extends RequestSettings = {}>(
    query?: ListHostedPagesQuery,
    settings?: S,
  ): Promise<GetResult<HostedPagePage, S>>;

  /**
   * Creates a hosted page. `POST /rest/organizations/{org}/hostedpages`.
   * @returns the page (200), with its `id`. @throws PlatformError 400 without `name` or `html`.
   */
  create(page: NewHostedPageModel, settings?: RequestSettings): Promise<HostedPageModel>;

  /** Reads a hosted page. `GET /rest/organizations/{org}/hostedpages/{hostedPageId}`. @throws PlatformError 404 if unknown. */
  get<S extends RequestSettings = {}>(
    hostedPageId: string,
    settings?: S,
  ): Promise<GetResult<HostedPageModel, S>>;

  /**
   * Replaces a hosted page. `PUT /rest/organizations/{org}/hostedpages/{hostedPageId}`.
   * @throws PlatformError 404 if unknown, 400 for malformed input.
   */
  update(
    hostedPageId: string,
    page: NewHostedPageModel,
    settings?: RequestSettings,
  ): Promise<HostedPageModel>;

  /** Deletes a hosted page. `DELETE /rest/organizations/{org}/hostedpages/{hostedPageId}`. @returns `{}` (204). */
  delete(hostedPageId: string, settings?: RequestSettings): Promise<Record<string, never>>;

  /**
   * Reads a hosted page as the HTML document it serves (its HTML, with its style sheets and scripts).
   * `GET /rest/organizations/{org}/hostedpages/{hostedPageId}/html/v1`.
   * @returns the HTML text.
   * @throws PlatformError 404 for an unknown page.
   */
  getHtml<S extends RequestSettings = {}>(hostedPageId: string, settings?: S): Promise<GetResult<string, S>>;
}
