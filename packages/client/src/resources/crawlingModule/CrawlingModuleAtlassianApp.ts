import { Resource } from '../../core/resource';
import { crawlingModuleAtlassianAppEndpoints } from './endpoints';
import type { CrawlingModuleAtlassianAppCalls } from './endpoints.generated';

/**
 * The platform's Atlassian Connect app (`/rest/atlassian/connectapp`): its descriptor, and the
 * lifecycle callbacks an Atlassian host makes when the app is installed or removed.
 */
export class CrawlingModuleAtlassianApp extends Resource<typeof crawlingModuleAtlassianAppEndpoints> {
  get endpoints() {
    return crawlingModuleAtlassianAppEndpoints;
  }
}

export interface CrawlingModuleAtlassianApp extends CrawlingModuleAtlassianAppCalls {}
