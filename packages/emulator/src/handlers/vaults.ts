import { type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, HttpError, noContent } from '../http';
import type { OrganizationStore } from '../state';
import { requireObject } from './rest';
import { contentOf, snapshotOf } from './snapshots';
import type { Handlers } from './types';

/*
 * Vault entries: secrets that configurations refer to as `{{vault.<vaultEntryId>}}`. Snapshots carry
 * the references only: `missing` lists those a snapshot makes that this organization lacks, `fetch`
 * copies them from another organization the token may use (204, as the platform answers; the entries
 * copied are marked `copiedFrom`).
 */

const VALUE_TYPES = ['BOOLEAN', 'FLOAT', 'INTEGER', 'STRING'];
const VISIBILITIES = ['OBFUSCATED', 'PUBLIC', 'STRICT'];
const STRATEGIES = ['ONLY_MISSING', 'OVERWRITE'];
const REFERENCE = /\{\{\s*vault\.([A-Za-z0-9_.-]+)\s*\}\}/g;

const vaultOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('vaultentries', 'Vault entry', 'vaultEntryId');

/** An entry as the API shows it: the value only when it is PUBLIC. */
const view = ({ value, ...entry }: Record<string, any>) =>
  entry.vaultVisibilityType === 'PUBLIC' ? { ...entry, value } : entry;

/** The ids of the vault entries a snapshot's content refers to, in the order they first appear. */
function references(ctx: EmulatorContext, snapshotId: string): Set<string> {
  const found = new Set<string>();
  for (const { items } of Object.values(contentOf(ctx.store, snapshotOf(ctx, snapshotId).id))) {
    for (const record of Object.values(items)) {
      for (const match of JSON.stringify(record).matchAll(REFERENCE)) found.add(match[1]);
    }
  }
  return found;
}

function required(ctx: EmulatorContext, name: string): string {
  const value = ctx.query(name);
  if (!value) throw badRequest(`The query parameter '${name}' is required.`);
  return value;
}

export const vaultsHandlers: Handlers = {
  'vaults.list': (ctx) => paged(ctx, vaultOf(ctx.store).list().map(view)),

  'vaults.create': async (ctx) => {
    const body = requireObject(await ctx.json(), 'The vault entry');
    const { vaultEntryId, valueType = 'STRING', vaultVisibilityType = 'OBFUSCATED', value } = body;
    if (typeof vaultEntryId !== 'string' || !/^[A-Za-z0-9_.-]+$/.test(vaultEntryId)) {
      throw badRequest("A vault entry needs a 'vaultEntryId' of letters, digits, '.', '_' or '-'.");
    }
    if (!VALUE_TYPES.includes(valueType))
      throw badRequest(`'valueType' must be one of: ${VALUE_TYPES.join(', ')}.`);
    if (!VISIBILITIES.includes(vaultVisibilityType)) {
      throw badRequest(`'vaultVisibilityType' must be one of: ${VISIBILITIES.join(', ')}.`);
    }
    if (value !== undefined && typeof value !== 'string') throw badRequest("'value' must be a string.");
    if (vaultOf(ctx.store).has(vaultEntryId))
      throw conflict(`The vault entry '${vaultEntryId}' exists already.`);
    const entry = vaultOf(ctx.store).insert({
      vaultEntryId,
      valueType,
      vaultVisibilityType,
      value: value ?? '',
      organizationId: ctx.org,
      createdDate: Date.now(),
    });
    return created(view(entry));
  },

  'vaults.listMissing': (ctx) => ({
    missingVaultEntries: [...references(ctx, required(ctx, 'snapshotId'))].filter(
      (id) => !vaultOf(ctx.store).has(id),
    ),
  }),

  'vaults.fetch': (ctx) => {
    const refs = references(ctx, required(ctx, 'referenceSnapshotId'));
    const source = required(ctx, 'sourceOrganizationId');
    const strategy = ctx.query('fetchStrategy') || 'ONLY_MISSING';
    if (!STRATEGIES.includes(strategy)) {
      throw badRequest(
        `The query parameter 'fetchStrategy' must be one of: ${STRATEGIES.join(', ')}; got '${strategy}'.`,
      );
    }
    if (!ctx.token?.organizations.has(source) || !ctx.state.organizations.has(source)) {
      throw new HttpError(403, 'ACCESS_DENIED', `The token may not use the organization '${source}'.`);
    }
    const from = vaultOf(ctx.state.store(source));
    const here = vaultOf(ctx.store);
    // An entry the source organization lacks too stays missing (listMissing still names it).
    for (const id of refs) {
      if (!from.has(id) || (here.has(id) && strategy === 'ONLY_MISSING')) continue;
      here.records.set(id, { ...from.get(id), organizationId: ctx.org, copiedFrom: source });
    }
    return noContent();
  },
};
