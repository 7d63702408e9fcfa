import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { organizationMemberEndpoints } from './endpoints';
import type { OrganizationMemberModel } from './models';

/** Members of the configured organization (`/rest/organizations/{org}/members`). */
export class OrganizationMembers extends Resource<typeof organizationMemberEndpoints> {
  readonly endpoints = organizationMemberEndpoints;

  /**
   * Lists the users whose access reaches the configured organization.
   * `GET /rest/organizations/{org}/members`.
   * @returns `OrganizationMemberModel[]` (`username`, `email`, `displayName`); `undefined` if aborted.
   * @throws PlatformError for a non-success response (403 when the token may not use the organization).
   */
  list(settings?: RequestSettings) {
    return this.call<OrganizationMemberModel[]>('list', {}, settings);
  }

  /**
   * Removes a member's access to the configured organization.
   * `DELETE /rest/organizations/{org}/members/{memberId}`.
   * @param memberId the member's user name.
   * @returns `{}` (204).
   * @throws PlatformError 404 when no such member, or for any other non-success response.
   */
  delete(memberId: string, settings?: RequestSettings) {
    return this.call<Record<string, never>>('delete', { path: { memberId } }, settings);
  }
}
