import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { authEndpoints } from './endpoints';
import type { AuthCalls } from './endpoints.generated';
import type { TokenInfoModel } from './models';

/** Token checks (`/oauth`). */
export class Auth extends Resource<typeof authEndpoints> {
  get endpoints() {
    return authEndpoints;
  }
}

// The calls of Auth that follow the argument convention: Resource makes them from the endpoint table.
export interface Auth extends AuthCalls {
  /**
   * Checks an access token; the answer's `authentication` is the user it belongs to.
   * `POST /oauth/check_token` with the multipart form field `token`.
   * @throws PlatformError 401 when the token is not valid.
   */
  checkToken(token: string, settings?: RequestSettings): Promise<TokenInfoModel>;
}
