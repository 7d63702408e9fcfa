import type { EmulatorContext } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, noContent } from '../http';
import { otherOrganization, snapshotOf } from '../model/snapshots';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Vault entries: secrets that configurations refer to as `{{vault.<key>}}`. Snapshots carry
 * the references only: `missing` lists those a snapshot makes that this organization lacks, `fetch`
 * copies them from another organization the token may use (the entries copied are marked `copiedFrom`).
 */

const REFERENCE = /\{\{\s*vault\.([A-Za-z0-9_.-]+)\s*\}\}/g;

const vaultOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('vaultentries', 'Vault entry', 'key');

/** The ids of the vault entries a snapshot's content refers to, in the order they first appear. */
function references(ctx: EmulatorContext, snapshotId: string): Set<string> {
  const text = JSON.stringify(snapshotOf(ctx, snapshotId).content);
  return new Set([...text.matchAll(REFERENCE)].map(([, id]) => id));
}

/** The engine stores, lists, reads, replaces and deletes entries; the platform checks ids and hides values. */
export const vaultsBehaviours: Behaviours = {
  'vaults.get': {
    // Where `fetch` copied an entry from: the emulator's mark, beside the published fields.
    keep: ['copiedFrom'],
    accept(ctx, { key, valueType = 'STRING', vaultVisibilityType = 'OBFUSCATED', value = '' }, before) {
      const id = before?.key ?? key;
      if (typeof id !== 'string' || !/^[A-Za-z0-9_.-]+$/.test(id)) {
        throw badRequest("A vault entry needs a 'key' of letters, digits, '.', '_' or '-'.");
      }
      return { key: id, valueType, vaultVisibilityType, value, organizationId: ctx.org };
    },
    // An entry as the API shows it: its value only when it is PUBLIC.
    view: (_ctx, { value, ...entry }) =>
      entry.vaultVisibilityType === 'PUBLIC' ? { ...entry, value } : entry,
  },
};

export const vaultsHandlers: Handlers = {
  'vaults.listMissing': (ctx) => ({
    missingVaultEntries: [...references(ctx, ctx.query('snapshotId') ?? '')].filter(
      (id) => !vaultOf(ctx.store).has(id),
    ),
  }),
  // An entry the source organization lacks too stays missing.
  'vaults.fetch': (ctx) => {
    const refs = references(ctx, ctx.query('referenceSnapshotId') ?? '');
    const source = otherOrganization(ctx, ctx.query('sourceOrganizationId') ?? '');
    const overwrite = ctx.query('fetchStrategy') === 'OVERWRITE';
    const [from, here] = [vaultOf(ctx.state.store(source)), vaultOf(ctx.store)];
    for (const id of refs) {
      if (from.has(id) && (overwrite || !here.has(id)))
        here.records.set(id, { ...from.get(id), organizationId: ctx.org, copiedFrom: source });
    }
    return noContent();
  },
};
