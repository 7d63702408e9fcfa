import type { Behaviours } from '../engine/hooks';
import { activitiesHandlers } from './activities';
import { apiKeysBehaviours, apiKeysHandlers } from './apiKeys';
import { authHandlers } from './auth';
import { caseAssistsBehaviours, caseAssistsHandlers } from './caseAssists';
import { catalogsBehaviours, catalogsHandlers } from './catalogs';
import { clustersHandlers } from './clusters';
import { commerceBehaviours, commerceHandlers } from './commerce';
import { crawlingModuleHandlers } from './crawlingModule';
import { deploymentsHandlers } from './deployments';
import { extensionsHandlers } from './extensions';
import { fieldsBehaviours, fieldsHandlers } from './fields';
import { globalHandlers } from './global';
import { groupsHandlers } from './groups';
import { hostedPagesBehaviours, hostedPagesHandlers } from './hostedPages';
import { indexesHandlers } from './indexes';
import { interfacesBehaviours, interfacesHandlers } from './interfaces';
import { knowledgeHandlers } from './knowledge';
import { licenseHandlers } from './license';
import { limitsHandlers } from './limits';
import { logRequestsHandlers } from './logRequests';
import { logsHandlers } from './logs';
import { migrationHandlers } from './migration';
import { mlHandlers } from './ml';
import { modifierTemplatesHandlers } from './modifierTemplates';
import { organizationsHandlers } from './organizations';
import { pagesBehaviours, pagesHandlers } from './pages';
import { privilegesHandlers } from './privileges';
import { projectsBehaviours, projectsHandlers } from './projects';
import { pushHandlers } from './push';
import { samlBehaviours, samlHandlers } from './saml';
import { schemaHandlers } from './schema';
import { pipelinesHandlers } from './search/pipelines';
import { searchHandlers } from './search/search';
import { searchInterfacesBehaviours, searchInterfacesHandlers } from './searchInterfaces';
import { securityBehaviours, securityHandlers } from './security';
import { snapshotsHandlers } from './snapshots';
import { sourcesBehaviours, sourcesHandlers } from './sources';
import { subscriptionsBehaviours, subscriptionsHandlers } from './subscriptions';
import { tableauHandlers } from './tableau';
import type { Handlers } from './types';
import { uaAdminBehaviours, uaAdminHandlers } from './ua/admin';
import { uaAudienceBehaviours, uaAudienceHandlers } from './ua/audience';
import { uaDataHealthHandlers } from './ua/dataHealth';
import { uaDimensionsBehaviours, uaDimensionsHandlers } from './ua/dimensions';
import { uaExportsBehaviours, uaExportsHandlers } from './ua/exports';
import { analyticsPropertiesHandlers } from './ua/properties';
import { uaStatsHandlers } from './ua/stats';
import { usageMetricsBehaviours, usageMetricsHandlers } from './ua/usageMetrics';
import { uaWriteHandlers } from './ua/write';
import { usersHandlers } from './users';
import { vaultsBehaviours, vaultsHandlers } from './vaults';

/**
 * Every family: its handlers, by catalog entry name, and its hooks on the engine's collections and
 * documents (engine/hooks.ts), by the name of a call on them. No two families name the same call.
 */
const FAMILIES: Array<[Handlers, Behaviours?]> = [
  [activitiesHandlers],
  [apiKeysHandlers, apiKeysBehaviours],
  [authHandlers],
  [caseAssistsHandlers, caseAssistsBehaviours],
  [catalogsHandlers, catalogsBehaviours],
  [clustersHandlers],
  [commerceHandlers, commerceBehaviours],
  [crawlingModuleHandlers],
  [deploymentsHandlers],
  [extensionsHandlers],
  [fieldsHandlers, fieldsBehaviours],
  [globalHandlers],
  [groupsHandlers],
  [hostedPagesHandlers, hostedPagesBehaviours],
  [indexesHandlers],
  [interfacesHandlers, interfacesBehaviours],
  [knowledgeHandlers],
  [licenseHandlers],
  [limitsHandlers],
  [logRequestsHandlers],
  [logsHandlers],
  [migrationHandlers],
  [mlHandlers],
  [modifierTemplatesHandlers],
  [organizationsHandlers],
  [pagesHandlers, pagesBehaviours],
  [privilegesHandlers],
  [projectsHandlers, projectsBehaviours],
  [pushHandlers],
  [samlHandlers, samlBehaviours],
  [schemaHandlers],
  [pipelinesHandlers],
  [searchHandlers],
  [searchInterfacesHandlers, searchInterfacesBehaviours],
  [securityHandlers, securityBehaviours],
  [snapshotsHandlers],
  [sourcesHandlers, sourcesBehaviours],
  [subscriptionsHandlers, subscriptionsBehaviours],
  [tableauHandlers],
  [uaAdminHandlers, uaAdminBehaviours],
  [uaAudienceHandlers, uaAudienceBehaviours],
  [uaDataHealthHandlers],
  [uaDimensionsHandlers, uaDimensionsBehaviours],
  [uaExportsHandlers, uaExportsBehaviours],
  [analyticsPropertiesHandlers],
  [uaStatsHandlers],
  [usageMetricsHandlers, usageMetricsBehaviours],
  [uaWriteHandlers],
  [usersHandlers],
  [vaultsHandlers, vaultsBehaviours],
];

/** Every family's hooks: what the platform does to the records and documents the engine stores and answers. */
export const allBehaviours = (): Behaviours => Object.assign({}, ...FAMILIES.map(([, hooks]) => hooks));

/** Every family's handlers, by catalog entry name. */
export const allHandlers = (): Handlers => Object.assign({}, ...FAMILIES.map(([handlers]) => handlers));
