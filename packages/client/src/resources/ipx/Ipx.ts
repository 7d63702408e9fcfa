import type { GetResult, RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { ipxEndpoints } from './endpoints';
import type { IpxCalls } from './endpoints.generated';
import type {
  InProductExperienceCreated,
  InProductExperienceInput,
  InProductExperienceModel,
} from './models';

type Empty = Record<string, never>;

/**
 * In-product experiences, or in-app widgets (`/rest/organizations/{org}/pages/inappwidget...`): a search
 * button and page injected into another web application by a loader script. Every method rejects with
 * `PlatformError` (400 for invalid input, 404 for an unknown widget, 409 for a name in use).
 */
export class Ipx extends Resource<typeof ipxEndpoints> {
  get endpoints() {
    return ipxEndpoints;
  }
}

// The calls of Ipx that follow the argument convention: Resource makes them from the endpoint table.
export interface Ipx extends IpxCalls {
  /**
   * Creates a widget. `POST /rest/organizations/{org}/pages/inappwidget`.
   * @param widget `name`, `title` and `searchHub` are required; button and token settings are optional.
   * @returns the widget (200) with `scriptToInclude`, the `<script>` tag that loads it.
   * @throws PlatformError 400 for a missing field or `validFor` outside 900 000–86 400 000 ms, 409 for a name in use.
   */
  create(widget: InProductExperienceInput, settings?: RequestSettings): Promise<InProductExperienceCreated>;

  /**
   * Replaces a widget. `PUT /rest/organizations/{org}/pages/inappwidget/{ipxId}`.
   * @returns `{}` (204): {@link list} reads the widget.
   * @throws PlatformError 404 for an unknown widget, 400 for invalid input, 409 for a name in use.
   */
  update(ipxId: string, widget: InProductExperienceInput, settings?: RequestSettings): Promise<Empty>;

  /**
   * Lists widgets. `GET /rest/organizations/{org}/pages/inappwidgets`.
   * @param query `name`: only widgets whose name contains it.
   * @returns `InProductExperienceModel[]`.
   */
  list<S extends RequestSettings = {}>(
    query?: { name?: string },
    settings?: S,
  ): Promise<GetResult<InProductExperienceModel[], S>>;

  /**
   * Fetches a widget's loader script. `GET /rest/organizations/{org}/{ipxId}/inappwidget/loader`.
   * The call needs no token (a page's `<script src>` sends no header).
   * @param query `access_token`: the token the widget searches with, in place of its configured one.
   * @returns the JavaScript text.
   * @throws PlatformError 404 for an unknown widget.
   */
  getLoader<S extends RequestSettings = {}>(
    ipxId: string,
    query?: { access_token?: string },
    settings?: S,
  ): Promise<GetResult<string, S>>;

  /**
   * Fetches a widget's loader script at the published path, the one a widget's `scriptToInclude` names
   * on the platform. `GET /rest/organizations/{org}/pages/{ipxId}/inappwidget/loader`.
   * The call needs no token (a page's `<script src>` sends no header).
   * @param query `access_token`: the token the widget searches with, in place of its configured one.
   * @returns the JavaScript text.
   * @throws PlatformError 404 for an unknown widget.
   */
  getPageLoader<S extends RequestSettings = {}>(
    ipxId: string,
    query?: { access_token?: string },
    settings?: S,
  ): Promise<GetResult<string, S>>;
}
