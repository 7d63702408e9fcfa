import type { OrganizationStore } from './state';

/**
 * Shared collections, by the families that read each other's records. Always get them through
 * these accessors: a collection's key is fixed by its first use.
 */
export const indexesOf = (store: OrganizationStore) => store.collection('indexes', 'Index');
/** Index fields, keyed by their `name`. */
export const fieldsOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('fields', 'Field', 'name');
export const sourcesOf = (store: OrganizationStore) => store.collection('sources', 'Source');
/** Index backups, keyed by their `backupId`. */
export const indexBackupsOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('indexbackups', 'Index backup', 'backupId');

/** What a new organization starts with: one online index and the platform's system fields. */
export function provisionOrganization(store: OrganizationStore): void {
  const indexes = indexesOf(store);
  if (indexes.list().length === 0) {
    indexes.insert({
      id: `${store.organizationId}-index-1`,
      organizationId: store.organizationId,
      logicalIndex: 'default',
      type: 'COVEO',
      online: true,
      readOnly: false,
      status: 'ONLINE',
      backupType: 'REGULAR',
      machineSpec: { architecture: 'X86_64', storageSpec: { storageType: 'SSD', sizeInGibibytes: 100 } },
      createdDate: Date.now(),
    });
  }
  const fields = fieldsOf(store);
  for (const name of ['title', 'uri', 'date', 'source', 'filetype', 'language']) {
    if (!fields.has(name)) {
      fields.insert({
        name,
        type: name === 'date' ? 'DATE' : 'STRING',
        system: true,
        facet: name === 'source' || name === 'filetype' || name === 'language',
        sort: name === 'date' || name === 'title',
        includeInQuery: true,
        includeInResults: true,
      });
    }
  }
}
