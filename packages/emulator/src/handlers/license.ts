import type { EmulatorContext } from '../context';
import { propertiesOf } from '../engine/schemas';
import { badRequest, noContent, notFound } from '../http';
import { DAY_MS, DEFAULT_SOURCE_TYPES, licenseOf } from '../model/license';
import { checkFields, type FieldRule, requireObject } from '../model/rest';
import type { Handlers } from './types';

/** The licence's string fields, and what the others must be: the published licence's values (its writes are not published). */
const STRINGS =
  'accountId accountName type department machineLearningConfigurability dataVisualizationAccessLevel';
const FIELDS: Record<string, FieldRule> = {
  ...Object.fromEntries(STRINGS.split(' ').map((name) => [name, 'string'])),
  ...Object.fromEntries(
    Object.entries(propertiesOf({ $ref: 'platform#/$defs/LicenseModel' }) ?? {})
      .filter(([, schema]) => schema.enum)
      .map(([name, schema]) => [name, schema.enum]),
  ),
  expirationDate: 'number',
};

/** Checks a licence section: non-negative figures, and source types as an array of strings. */
function checkSection(name: string, value: unknown) {
  const section = requireObject(value, `The licence section '${name}'`);
  const { sourceTypes = [] } = section;
  if (!Array.isArray(sourceTypes) || sourceTypes.some((t) => typeof t !== 'string'))
    throw badRequest("The field 'sourceTypes' must be an array of source types.");
  for (const [key, figure] of Object.entries(section)) {
    if (typeof figure === 'number' && !(figure >= 0))
      throw badRequest(`The licence property '${name}.${key}' must be a non-negative number.`);
  }
  return section;
}

function checkLicense(body: Record<string, any>) {
  checkFields(body, FIELDS, 'The licence');
  if (body.expirationDate < 0) throw badRequest("The field 'expirationDate' must be ms since the epoch.");
  const properties =
    body.properties === undefined ? {} : requireObject(body.properties, "The field 'properties'");
  for (const [name, section] of Object.entries(properties)) checkSection(name, section);
  return body;
}

/** The licence's section the path names. @throws HttpError 404 when it has none of that name. */
function section(ctx: EmulatorContext) {
  const { properties } = licenseOf(ctx);
  const name = ctx.params.section;
  if (!properties || typeof properties !== 'object' || !Object.hasOwn(properties, name))
    throw notFound('License section', name);
  return { name, properties: properties as Record<string, any> };
}

export const licenseHandlers: Handlers = {
  'license.get': (ctx) => licenseOf(ctx),
  'license.update': async (ctx) => {
    const body = checkLicense(requireObject(await ctx.json()));
    ctx.store.documents.set('license', body);
    return body;
  },
  'license.getSection': (ctx) => section(ctx).properties[ctx.params.section],
  'license.updateSection': async (ctx) => {
    const body = await ctx.json();
    const { name, properties } = section(ctx);
    properties[name] = checkSection(name, body);
    return body;
  },
  'license.updateExpiration': (ctx) => {
    const raw = ctx.query('expirationDate') ?? '';
    if (!/^\d{1,15}$/.test(raw)) {
      throw badRequest(`The query parameter 'expirationDate' is required: ms since the epoch; got '${raw}'.`);
    }
    licenseOf(ctx).expirationDate = Number(raw);
    return noContent();
  },
  // One entitlement, the licence's product: its users are the members; soon to expire 30 days before it does.
  'license.listEntitlements': (ctx) => {
    const { productName, productEdition, expirationDate, properties } = licenseOf(ctx);
    const left = expirationDate - Date.now();
    const expirationStatus = left < 0 ? 'EXPIRED' : left < 30 * DAY_MS ? 'SOON_TO_BE_EXPIRED' : 'ACTIVE';
    const [id, userLimit] = [`${productName}_${productEdition}`, properties?.organization?.numberOfMembers];
    return [{ id, productName, expirationDate, expirationStatus, userLimit }];
  },
  'license.listSourceTypes': (ctx) => {
    const types = licenseOf(ctx).properties?.sources?.sourceTypes;
    return Array.isArray(types) ? types : DEFAULT_SOURCE_TYPES;
  },
};
