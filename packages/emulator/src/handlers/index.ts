import { apiKeysHandlers } from './apiKeys';
import { activitiesHandlers } from './activities';
import { projectsHandlers } from './projects';
import { securityHandlers } from './security';
import { snapshotsHandlers } from './snapshots';
import { vaultsHandlers } from './vaults';
import { catalogsHandlers } from './catalogs';
import { clustersHandlers } from './clusters';
import { crawlingModuleHandlers } from './crawlingModule';
import { hostedPagesHandlers } from './hostedPages';
import { logRequestsHandlers } from './logRequests';
import { logsHandlers } from './logs';
import { pagesHandlers } from './pages';
import { schemaHandlers } from './schema';
import { searchInterfacesHandlers } from './searchInterfaces';
import { authHandlers } from './auth';
import { extensionsHandlers } from './extensions';
import { fieldsHandlers } from './fields';
import { globalHandlers } from './global';
import { groupsHandlers } from './groups';
import { indexesHandlers } from './indexes';
import { interfacesHandlers } from './interfaces';
import { licenseHandlers } from './license';
import { limitsHandlers } from './limits';
import { linksHandlers } from './links';
import { mlHandlers } from './ml';
import { organizationsHandlers } from './organizations';
import { privilegesHandlers } from './privileges';
import { samlHandlers } from './saml';
import { sourcesHandlers } from './sources';
import { subscriptionsHandlers } from './subscriptions';
import type { Handlers } from './types';
import { caseAssistsHandlers } from './caseAssists';
import { modifierTemplatesHandlers } from './modifierTemplates';
import { pipelinesHandlers } from './search/pipelines';
import { searchHandlers } from './search/search';
import { uaDataHealthHandlers } from './ua/dataHealth';
import { uaDimensionsHandlers } from './ua/dimensions';
import { uaExportsHandlers } from './ua/exports';
import { uaStatsHandlers } from './ua/stats';
import { usageMetricsHandlers } from './ua/usageMetrics';
import { usersHandlers } from './users';
import { tableauHandlers } from './tableau';
import { uaAdminHandlers } from './ua/admin';
import { uaDataShareHandlers } from './ua/dataShare';
import { uaFiltersHandlers } from './ua/filters';
import { analyticsPropertiesHandlers } from './ua/properties';
import { uaReportsHandlers } from './ua/reports';
import { uaSnowflakeHandlers } from './ua/snowflake';
import { uaUsersHandlers } from './ua/users';

/** Every family's handlers, by catalog entry name. */
export function allHandlers(): Handlers {
  return {
    ...authHandlers,
    ...activitiesHandlers,
    ...projectsHandlers,
    ...securityHandlers,
    ...snapshotsHandlers,
    ...vaultsHandlers,
    ...apiKeysHandlers,
    ...groupsHandlers,
    ...samlHandlers,
    ...subscriptionsHandlers,
    ...indexesHandlers,
    ...fieldsHandlers,
    ...extensionsHandlers,
    ...organizationsHandlers,
    ...globalHandlers,
    ...usersHandlers,
    ...privilegesHandlers,
    ...licenseHandlers,
    ...limitsHandlers,
    ...linksHandlers,
    ...sourcesHandlers,
    ...catalogsHandlers,
    ...schemaHandlers,
    ...clustersHandlers,
    ...logRequestsHandlers,
    ...crawlingModuleHandlers,
    ...logsHandlers,
    ...searchInterfacesHandlers,
    ...pagesHandlers,
    ...hostedPagesHandlers,
    ...uaStatsHandlers,
    ...uaExportsHandlers,
    ...uaDimensionsHandlers,
    ...uaDataHealthHandlers,
    ...usageMetricsHandlers,
    ...mlHandlers,
    ...interfacesHandlers,
    ...uaReportsHandlers,
    ...uaFiltersHandlers,
    ...uaUsersHandlers,
    ...uaAdminHandlers,
    ...uaSnowflakeHandlers,
    ...uaDataShareHandlers,
    ...analyticsPropertiesHandlers,
    ...tableauHandlers,
    ...pipelinesHandlers,
    ...searchHandlers,
    ...modifierTemplatesHandlers,
    ...caseAssistsHandlers,
  };
}
