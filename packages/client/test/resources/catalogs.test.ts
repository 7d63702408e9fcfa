import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const product = { objectType: 'Product', idField: 'ec_product_id' };
const variant = { objectType: 'Variant', idField: 'ec_variant_id', productIdField: 'ec_product_id' };
const availability = { objectType: 'Availability', availableSkusField: 'ec_available_skus' };
/** A catalog's own configuration. */
const own = (name: string, kinds: Record<string, unknown> = { product, variant }) => ({
  configuration: { name, ...kinds } as never,
});

async function catalogSource() {
  const client = env.client();
  return client.sources.create({ name: `Store ${Math.random()}`, sourceType: 'CATALOG' });
}

describe('catalogs', () => {
  it('creates, lists with filters and paging, reads, replaces and deletes a catalog', async () => {
    const client = env.client();
    const source = await catalogSource();
    const catalog = await client.catalogs.create({
      name: 'Main store',
      sourceId: source.id,
      ...own('Main', { product, variant, availability }),
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/catalogs` });
    expect(JSON.parse(wire.body)).toEqual({
      name: 'Main store',
      sourceId: source.id,
      configuration: { name: 'Main', product, variant, availability },
    });
    expect(catalog).toMatchObject({
      id: expect.any(String),
      name: 'Main store',
      configuration: { name: 'Main', product, variant, availability },
      createdDate: expect.any(Number),
    });
    await client.catalogs.create({ name: 'Outlet', sourceId: source.id, ...own('Outlet', { product }) });

    const page = await client.catalogs.list({
      filter: 'main',
      page: 0,
      perPage: 5,
      catalogIds: [catalog.id],
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/catalogs`,
      query: `filter=main&page=0&catalogIds=${catalog.id}&pageSize=5`,
    });
    expect(page).toMatchObject({
      totalEntries: 1,
      totalPages: 1,
      items: [{ id: catalog.id, configuration: { name: 'Main' } }],
    });
    const all = await client.catalogs.list({ sourceIds: [source.id], pageSize: 1 });
    expect(all?.totalEntries).toBe(2);
    expect(all?.totalPages).toBe(2);
    expect(all?.items.map((c) => c.name)).toEqual(['Main store']);

    const saved = await client.catalogs.update(catalog.id, {
      name: 'Renamed',
      sourceId: source.id,
      ...own('Main', { product }),
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${org}/catalogs/${catalog.id}` });
    expect(saved).toMatchObject({ id: catalog.id, name: 'Renamed', createdDate: catalog.createdDate });
    expect(saved.configuration).toEqual({ name: 'Main', product });
    expect(await client.catalogs.get(catalog.id)).toEqual(saved);

    expect(await client.catalogs.delete(catalog.id)).toEqual({});
    expect((await env.lastRequest()).method).toBe('DELETE');
    expect((await rejection(client.catalogs.get(catalog.id))).status).toBe(404);
    expect((await client.catalogs.list())?.totalEntries).toBe(1);
  });

  it('refuses a catalog without name or product, or on an unknown source; a failed write stores nothing', async () => {
    const client = env.client();
    const source = await catalogSource();
    for (const body of [
      { sourceId: source.id, ...own('x') },
      { name: 'x', sourceId: 'nope', ...own('x') },
      // Neither a configuration nor a catalog configuration; both; a configuration without a product.
      { name: 'x', sourceId: source.id },
      { name: 'x', sourceId: source.id, ...own('x'), catalogConfigurationId: crypto.randomUUID() },
      { name: 'x', sourceId: source.id, ...own('x', {}) },
      { name: 'x', sourceId: source.id, ...own('x', { product: { objectType: 'Product' } }) },
      // An availability is known by its availableSkusField.
      {
        name: 'x',
        sourceId: source.id,
        ...own('x', { product, availability: { objectType: 'A', idField: 'a' } }),
      },
    ]) {
      const error = await rejection(client.catalogs.create(body as never));
      expect(error.status).toBe(400);
    }
    expect((await client.catalogs.list())?.totalEntries).toBe(0);
  });

  it("derives fields from the organization's fields, and field statistics from the source's items", async () => {
    const client = env.client();
    const source = await catalogSource();
    await client.fields.create({ name: 'ec_product_id', type: 'STRING' });
    await client.fields.create({ name: 'ec_price', type: 'DOUBLE' });
    const catalog = await client.catalogs.create({ name: 'Store', sourceId: source.id, ...own('Store') });

    const fields = await client.catalogs.getFields(catalog.id, { bypassCache: true });
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/catalogs/${catalog.id}/fields`,
      query: 'bypassCache=true',
    });
    const productFields = fields?.product.map((f) => f.name) ?? [];
    expect(productFields).toContain('ec_price');
    expect(productFields).toContain('title');
    expect(fields?.product.find((f) => f.name === 'ec_price')).toMatchObject({
      type: 'DOUBLE',
      objectTypes: ['Product'],
    });
    expect(fields?.variant.map((f) => f.name)).toContain('ec_variant_id');
    expect(fields?.availability).toEqual([]);

    // The source has no items yet: every figure is 0. Kept for an hour.
    const empty = await client.catalogs.getFieldStats(catalog.id);
    expect(empty?.nextUpdate).toBe(empty!.lastUpdated + 3_600_000);
    const usages = empty?.fieldStats.flatMap((f) => [f.product, f.variant]).filter((u) => u !== undefined);
    expect(usages?.length).toBeGreaterThan(0);
    expect(usages?.every((u) => u.objectsWithField === 0 && u.objectsWithType === 0)).toBe(true);
    // The variants' id field is not a product field.
    expect(empty?.fieldStats.find((f) => f.fieldName === 'ec_variant_id')).toEqual({
      fieldName: 'ec_variant_id',
      variant: { objectsWithField: 0, objectsWithType: 0 },
    });
    // Cached until forceRefresh.
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          sources: [{ ...source, information: { sourceStatus: { type: 'IDLE' }, numberOfDocuments: 1000 } }],
        },
      },
    });
    expect((await client.catalogs.getFieldStats(catalog.id))?.lastUpdated).toBe(empty?.lastUpdated);
    const stats = await client.catalogs.getFieldStats(catalog.id, { forceRefresh: true });
    expect((await env.lastRequest()).query).toBe('forceRefresh=true');
    // Half the items are products, 30 % variants; every product holds its id field.
    const id = stats?.fieldStats.find((f) => f.fieldName === 'ec_product_id');
    expect(id?.product).toEqual({ objectsWithField: 500, objectsWithType: 500 });
    expect(id?.variant).toEqual({ objectsWithField: 300, objectsWithType: 300 });
    for (const f of stats?.fieldStats ?? []) {
      for (const usage of [f.product, f.variant]) {
        if (usage) expect(usage.objectsWithField).toBeLessThanOrEqual(usage.objectsWithType);
      }
      expect(f.availability).toBeUndefined();
    }
    expect(stats?.fieldStats.every((f) => f.variant?.objectsWithType === 300)).toBe(true);
  });

  it('suggests id fields among the existing fields', async () => {
    const client = env.client();
    await client.fields.create({ name: 'ec_product_id' });
    await client.fields.create({ name: 'ec_variant_sku' });
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          sources: [
            { id: 'store', name: 'Store', sourceType: 'CATALOG', information: { numberOfDocuments: 900 } },
            { id: 'empty', name: 'Empty', sourceType: 'CATALOG', information: { numberOfDocuments: 0 } },
          ],
        },
      },
    });
    const suggestions = await client.catalogs.getFieldsSuggestions({
      sourceNames: ['Store'],
      productObjectType: 'Product',
      variantObjectType: 'Variant',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/catalogs/fieldsSuggestions` });
    expect(JSON.parse(wire.body)).toEqual({
      sourceNames: ['Store'],
      productObjectType: 'Product',
      variantObjectType: 'Variant',
    });
    const names = suggestions.fields.map((field) => field.name);
    expect(names).toContain('ec_product_id');
    expect(names).toEqual([...names].sort());
    for (const field of suggestions.fields) {
      expect(field.examples.length).toBeGreaterThan(0);
      expect(field.objectTypes.every((type) => type === 'Product' || type === 'Variant')).toBe(true);
    }
    const empty = await client.catalogs.getFieldsSuggestions({
      sourceNames: ['Empty'],
      productObjectType: 'Product',
    });
    expect(empty.fields).toEqual([]);
    const unknown = await rejection(
      client.catalogs.getFieldsSuggestions({ sourceNames: ['Nope'], productObjectType: 'Product' }),
    );
    expect(unknown.status).toBe(404);
    const missing = await rejection(client.catalogs.getFieldsSuggestions({ sourceNames: [] } as never));
    expect(missing.message).toContain("the body's /productObjectType is required");
  });
});

describe('catalogs.content', () => {
  it("lists a catalog source's object types, metadata and values", async () => {
    const client = env.client();
    const source = await catalogSource();
    // A catalog source without items, nor catalogs: the usual object types.
    expect(await client.catalogs.content.getObjectTypes(source.id)).toEqual({
      objectTypeValues: ['Product', 'Variant', 'Availability'],
      hasIndexedCatalogContent: false,
      hasIndexedIngestionContent: false,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/catalogcontent/source/${source.id}/objecttypes`,
    });
    await client.catalogs.create({
      name: 'S',
      sourceId: source.id,
      ...own('S', { product: { objectType: 'Item', idField: 'sku' } }),
    });
    expect((await client.catalogs.content.getObjectTypes(source.id))?.objectTypeValues).toEqual(['Item']);
    // No items yet: no metadata.
    expect(await client.catalogs.content.getMetadata(source.id, { objectType: 'Item' })).toEqual({
      metadataNames: [],
    });
    expect(await client.catalogs.content.getMetadata(source.id, { objectType: 'Item', version: 2 })).toEqual({
      items: [],
      totalEntries: 0,
      totalPages: 0,
    });
    expect(await client.catalogs.content.getMetadataValues(source.id, { objectType: 'Item' })).toEqual({
      metadataValuesByName: {},
    });

    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          sources: [{ ...source, information: { sourceStatus: { type: 'IDLE' }, numberOfDocuments: 400 } }],
        },
      },
    });
    expect(await client.catalogs.content.getObjectTypes(source.id)).toEqual({
      objectTypeValues: ['Item'],
      hasIndexedCatalogContent: true,
      hasIndexedIngestionContent: false,
    });
    const metadata = await client.catalogs.content.getMetadata(source.id, {
      objectType: 'Item',
      filter: 'ti',
      version: 2,
      perPage: 10,
    });
    expect((await env.lastRequest()).query).toBe('objectType=Item&filter=ti&version=2&perPage=10');
    expect(metadata).toEqual({ items: ['title'], totalEntries: 1, totalPages: 1 });
    // Without `version` 2: every name, unpaged.
    const all = await client.catalogs.content.getMetadata(source.id, { objectType: 'Item' });
    expect(all && 'metadataNames' in all ? all.metadataNames : undefined).toContain('title');
    expect(await client.catalogs.content.getMetadata(source.id, { objectType: 'Other', version: 2 })).toEqual(
      {
        items: [],
        totalEntries: 0,
        totalPages: 0,
      },
    );
    const values = await client.catalogs.content.getMetadataValues(source.id, { objectType: 'Item' });
    expect(values?.metadataValuesByName.title?.length).toBeGreaterThan(0);
    expect((await rejection(client.catalogs.content.getObjectTypes('nope'))).status).toBe(404);
  });
});

describe('catalogConfigurations', () => {
  it('CRUD, the catalogs that follow a configuration, and no deletion while they do', async () => {
    const client = env.client();
    const source = await catalogSource();
    const configuration = await client.catalogConfigurations.create({ name: 'Standard', product, variant });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${org}/catalogconfigurations` });
    // The create answers the published CatalogConfigurationModel: the catalogs that follow come with reads.
    expect(configuration).toMatchObject({ name: 'Standard', product });
    expect((await client.catalogConfigurations.get(configuration.id))?.associatedCatalogs).toEqual([]);

    const catalog = await client.catalogs.create({
      name: 'Follower',
      sourceId: source.id,
      catalogConfigurationId: configuration.id,
    });
    expect((await client.catalogConfigurations.get(configuration.id))?.associatedCatalogs).toEqual([
      { id: catalog.id, name: 'Follower', sourceId: source.id },
    ]);
    // The catalog answers the configuration it follows.
    expect(catalog.configuration).toEqual({ id: configuration.id, name: 'Standard', product, variant });
    // The catalog takes its object types from the configuration.
    expect((await client.catalogs.getFields(catalog.id))?.variant.map((f) => f.name)).toContain(
      'ec_variant_id',
    );

    const listed = await client.catalogConfigurations.list({ perPage: 10 });
    expect(await env.lastRequest()).toMatchObject({ query: 'pageSize=10' });
    expect(listed?.items.map((c) => c.id)).toContain(configuration.id);

    const updated = await client.catalogConfigurations.update(configuration.id, { name: 'Std', product });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/catalogconfigurations/${configuration.id}`,
    });
    expect(updated).toMatchObject({ name: 'Std', createdDate: configuration.createdDate });

    expect((await rejection(client.catalogConfigurations.delete(configuration.id))).status).toBe(409);
    await client.catalogs.delete(catalog.id);
    expect(await client.catalogConfigurations.delete(configuration.id)).toEqual({});
    expect((await rejection(client.catalogConfigurations.get(configuration.id))).status).toBe(404);
    expect((await rejection(client.catalogConfigurations.create({ name: 'x' } as never))).status).toBe(400);
  });
});

describe('catalogs.content: a source with pushed items', () => {
  it('describes the pushed items, as sources.ingestionContent does; field statistics count them', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Pushed store', sourceType: 'PUSH' });
    const documents = env.client({ serverlessHost: env.url }).pushApi.documents;
    const items: Array<Record<string, string>> = [
      { objecttype: 'Product', ec_product_id: 'p1', ec_name: 'Red shirt', data: 'A red shirt' },
      { objecttype: 'Product', ec_product_id: 'p2', ec_name: 'Blue shirt', data: 'A blue shirt' },
      { objecttype: 'Product', ec_product_id: 'p3', data: 'No name' },
      { objecttype: 'Variant', ec_variant_id: 'p1-m', ec_product_id: 'p1', data: 'Size M' },
    ];
    for (const [n, item] of items.entries())
      await documents.addOrUpdate(source.id, item, { documentId: `https://example.com/shop/${n}` });
    const catalog = await client.catalogs.create({ name: 'Shop', sourceId: source.id, ...own('Shop') });

    const ingestion = client.sources.ingestionContent;
    const types = await client.catalogs.content.getObjectTypes(source.id);
    expect(types?.objectTypeValues).toEqual(['Product', 'Variant']);
    expect(types?.objectTypeValues).toEqual((await ingestion.listObjectTypes(source.id))?.objectTypeValues);

    const names = await client.catalogs.content.getMetadata(source.id, { objectType: 'Product' });
    expect(names).toEqual({ metadataNames: ['ec_name', 'ec_product_id', 'objecttype'] });
    expect(await ingestion.listMetadataNames(source.id, { objectType: 'Product' })).toMatchObject({
      items: ['ec_name', 'ec_product_id', 'objecttype'],
    });
    const values = await client.catalogs.content.getMetadataValues(source.id, { objectType: 'Product' });
    expect(values?.metadataValuesByName).toEqual({
      ec_name: ['Blue shirt', 'Red shirt'],
      ec_product_id: ['p1', 'p2', 'p3'],
      objecttype: ['Product'],
    });

    const suggestions = await client.catalogs.getFieldsSuggestions({
      sourceNames: ['Pushed store'],
      productObjectType: 'Product',
      variantObjectType: 'Variant',
    });
    expect(suggestions?.fields.find((field) => field.name === 'ec_product_id')).toEqual({
      name: 'ec_product_id',
      examples: ['p1', 'p2', 'p3'],
      objectTypes: ['Product', 'Variant'],
    });

    const stats = await client.catalogs.getFieldStats(catalog!.id);
    const statsOf = (name: string) => stats?.fieldStats?.find((entry) => entry.fieldName === name);
    expect(statsOf('ec_product_id')).toMatchObject({
      product: { objectsWithField: 3, objectsWithType: 3 },
      variant: { objectsWithField: 1, objectsWithType: 1 },
    });
    expect(statsOf('title')).toMatchObject({ product: { objectsWithField: 0, objectsWithType: 3 } });
  });
});
