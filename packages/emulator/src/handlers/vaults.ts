import { type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, HttpError, noContent } from '../http';
import { contentOf, snapshotOf } from '../model/snapshots';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Vault entries: secrets that configurations refer to as `{{vault.<vaultEntryId>}}`. Snapshots carry
 * the references only: `missing` lists those a snapshot makes that this organization lacks, `fetch`
 * copies them from another organization the token may use (the entries copied are marked `copiedFrom`).
 */

const REFERENCE = /\{\{\s*vault\.([A-Za-z0-9_.-]+)\s*\}\}/g;

const vaultOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('vaultentries', 'Vault entry', 'vaultEntryId');

/** An entry as the API shows it: its value only when it is PUBLIC. */
const view = ({ value, ...entry }: Record<string, any>) =>
  entry.vaultVisibilityType === 'PUBLIC' ? { ...entry, value } : entry;

/** The ids of the vault entries a snapshot's content refers to, in the order they first appear. */
function references(ctx: EmulatorContext, snapshotId: string): Set<string> {
  const content = contentOf(ctx.store, snapshotOf(ctx, snapshotId).id);
  const records = Object.values(content).flatMap(({ items }) => Object.values(items));
  return new Set(
    records.flatMap((record) => [...JSON.stringify(record).matchAll(REFERENCE)].map(([, id]) => id)),
  );
}

export const vaultsHandlers: Handlers = {
  'vaults.list': (ctx) => paged(ctx, vaultOf(ctx.store).list().map(view)),
  'vaults.create': async (ctx) => {
    const {
      vaultEntryId,
      valueType = 'STRING',
      vaultVisibilityType = 'OBFUSCATED',
      value = '',
    } = await ctx.json();
    if (typeof vaultEntryId !== 'string' || !/^[A-Za-z0-9_.-]+$/.test(vaultEntryId)) {
      throw badRequest("A vault entry needs a 'vaultEntryId' of letters, digits, '.', '_' or '-'.");
    }
    if (vaultOf(ctx.store).has(vaultEntryId))
      throw conflict(`The vault entry '${vaultEntryId}' exists already.`);
    const entry = {
      vaultEntryId,
      valueType,
      vaultVisibilityType,
      value,
      organizationId: ctx.org,
      createdDate: Date.now(),
    };
    return created(view(vaultOf(ctx.store).insert(entry)));
  },
  'vaults.listMissing': (ctx) => ({
    missingVaultEntries: [...references(ctx, ctx.query('snapshotId') ?? '')].filter(
      (id) => !vaultOf(ctx.store).has(id),
    ),
  }),
  // An entry the source organization lacks too stays missing.
  'vaults.fetch': (ctx) => {
    const refs = references(ctx, ctx.query('referenceSnapshotId') ?? '');
    const source = ctx.query('sourceOrganizationId') ?? '';
    const overwrite = ctx.query('fetchStrategy') === 'OVERWRITE';
    if (!ctx.token?.organizations.has(source) || !ctx.state.organizations.has(source)) {
      throw new HttpError(403, 'ACCESS_DENIED', `The token may not use the organization '${source}'.`);
    }
    const [from, here] = [vaultOf(ctx.state.store(source)), vaultOf(ctx.store)];
    for (const id of refs) {
      if (from.has(id) && (overwrite || !here.has(id)))
        here.records.set(id, { ...from.get(id), organizationId: ctx.org, copiedFrom: source });
    }
    return noContent();
  },
};
