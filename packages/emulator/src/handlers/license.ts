import type { EmulatorContext } from '../context';
import { badRequest, noContent, notFound } from '../http';
import { requireObject } from './rest';
import type { Handlers } from './types';

const DAY_MS = 86_400_000;
const BACKUP_TYPES = ['FULL', 'NONE', 'REGULAR'];
/** The values the platform gives these fields of a licence. */
const ENUMS: Record<string, string[]> = {
  productName: ['COVEO_CLOUD', 'DYNAMICS', 'SALESFORCE', 'SERVICENOW', 'SITECORE', 'USAGE_ANALYTICS'],
  productEdition: ['ENTERPRISE', 'FREE', 'PRO', 'STANDARD', 'BASE'],
  productType: ['INTERNAL', 'SALES', 'ALLIANCE', 'SANDBOX', 'STANDARD', 'TRIAL', 'TEST'],
  indexType: ['COVEO', 'ELASTIC', 'INDEX_LESS', 'ON_PREMISES'],
  monitoringLevel: [
    'NO_MONITORING',
    'BASIC_MONITORING',
    'REGULAR_MONITORING',
    'STRATEGIC_MONITORING',
    'CRITICAL_MONITORING',
  ],
  indexBackupType: BACKUP_TYPES,
};
const STRING_FIELDS = [
  'accountId',
  'accountName',
  'type',
  'department',
  'machineLearningConfigurability',
  'dataVisualizationAccessLevel',
];
export const DEFAULT_SOURCE_TYPES = [
  'WEB2',
  'SITEMAP',
  'PUSH',
  'CATALOG',
  'FILE',
  'DROPBOX',
  'GOOGLE_DRIVE_DOMAIN_WIDE',
  'SHAREPOINT_ONLINE',
  'CONFLUENCE2',
  'JIRA2',
  'SALESFORCE',
  'SERVICENOW',
  'ZENDESK',
  'YOUTUBE',
  'GENERIC_REST',
];

function defaultLicense(ctx: EmulatorContext): Record<string, any> {
  const organization = ctx.state.organizations.records.get(ctx.org);
  const since = typeof organization?.createdDate === 'number' ? organization.createdDate : Date.now();
  return {
    accountId: ctx.org,
    accountName: organization?.displayName ?? ctx.org,
    productName: 'COVEO_CLOUD',
    productEdition: 'ENTERPRISE',
    productType: 'STANDARD',
    type: 'PRODUCTION',
    department: 'ENGINEERING',
    expirationDate: since + 365 * DAY_MS,
    indexType: 'COVEO',
    indexBackupType: 'REGULAR',
    monitoringLevel: 'REGULAR_MONITORING',
    machineLearningConfigurability: 'FULL',
    dataVisualizationAccessLevel: 'FULL',
    properties: {
      organization: { numberOfApiKeys: 100, numberOfMembers: 50 },
      index: { numberOfIndexes: 2, numberOfFields: 1000, indexSizeInGibibytes: 100 },
      sources: { numberOfSources: 50, refreshesPerDay: 96, sourceTypes: DEFAULT_SOURCE_TYPES },
      searchapi: { queriesPerMonth: 100_000, maximumResultsPerQuery: 1000 },
      usageanalytics: { eventsPerMonth: 1_000_000, dataRetentionInMonths: 13 },
      machinelearning: { numberOfModels: 20 },
      extensions: { numberOfExtensions: 100, executionTimeoutInSeconds: 5 },
    },
  };
}

/** The organization's licence document, created on first read. */
export const licenseOf = (ctx: EmulatorContext): Record<string, any> =>
  ctx.store.document('license', () => defaultLicense(ctx));

function checkSection(name: string, section: Record<string, any>) {
  if (
    name === 'sources' &&
    section.sourceTypes !== undefined &&
    (!Array.isArray(section.sourceTypes) ||
      section.sourceTypes.some((type: unknown) => typeof type !== 'string'))
  ) {
    throw badRequest("The field 'sourceTypes' must be an array of source types.");
  }
  for (const [key, value] of Object.entries(section)) {
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) {
      throw badRequest(`The licence property '${name}.${key}' must be a non-negative number.`);
    }
  }
}

function checkLicense(body: Record<string, any>) {
  for (const field of STRING_FIELDS) {
    if (body[field] !== undefined && typeof body[field] !== 'string') {
      throw badRequest(`The field '${field}' must be a string.`);
    }
  }
  if (
    body.expirationDate !== undefined &&
    (typeof body.expirationDate !== 'number' || body.expirationDate < 0)
  ) {
    throw badRequest("The field 'expirationDate' must be a number of ms since the epoch.");
  }
  for (const [field, values] of Object.entries(ENUMS)) {
    if (body[field] !== undefined && !values.includes(body[field])) {
      throw badRequest(`The field '${field}' must be one of: ${values.join(', ')}.`);
    }
  }
  if (body.properties !== undefined) {
    const properties = requireObject(body.properties, "The field 'properties'");
    for (const [name, section] of Object.entries(properties)) {
      checkSection(name, requireObject(section, `The licence section '${name}'`));
    }
  }
}

function section(ctx: EmulatorContext) {
  const license = licenseOf(ctx);
  const name = ctx.params.section;
  const properties = license.properties;
  if (!properties || typeof properties !== 'object' || !Object.hasOwn(properties, name)) {
    throw notFound('License section', name);
  }
  return { license, name, properties: properties as Record<string, any> };
}

export const licenseHandlers: Handlers = {
  'license.get': (ctx) => licenseOf(ctx),
  'license.update': async (ctx) => {
    const body = requireObject(await ctx.json());
    checkLicense(body);
    ctx.store.documents.set('license', body);
    return body;
  },
  'license.getSection': (ctx) => {
    const { name, properties } = section(ctx);
    return properties[name];
  },
  'license.updateSection': async (ctx) => {
    const body = requireObject(await ctx.json());
    const { name, properties } = section(ctx);
    checkSection(name, body);
    properties[name] = body;
    return body;
  },
  'license.updateExpiration': (ctx) => {
    const raw = ctx.query('expirationDate');
    if (raw === undefined || raw === '') {
      throw badRequest(
        "The query parameter 'expirationDate' is required (ms since the epoch).",
        'MISSING_PARAMETER',
      );
    }
    if (!/^\d{1,15}$/.test(raw)) {
      throw badRequest(
        `The query parameter 'expirationDate' must be a number of ms since the epoch; got '${raw}'.`,
      );
    }
    licenseOf(ctx).expirationDate = Number(raw);
    return noContent();
  },
  'license.listSourceTypes': (ctx) => {
    const types = licenseOf(ctx).properties?.sources?.sourceTypes;
    return Array.isArray(types) ? types : DEFAULT_SOURCE_TYPES;
  },
};
