/**
 * Workflow step: the Push API and search. Push three products to the push source, each with metadata
 * for the fields created earlier (a list of categories for the multi-value `productcategory`, a number
 * for `price`), wait until search finds them, then query them by category, sorted by price, with the
 * categories counted.
 */
import { type PlatformClient, type SearchResult, waitUntil } from '@platform-admin/client';

export interface ContentSummary {
  /** The documents pushed. */
  pushed: number;
  /** The query by category, and the titles it found, cheapest first. */
  query: string;
  found: string[];
  /** Each category with the number of products in it, most first. */
  categories: Array<[string, number]>;
}

const PRODUCTS = [
  { id: 'hiking-boots', title: 'Hiking boots', categories: ['Shoes', 'Outdoor'], price: 189 },
  { id: 'trail-runners', title: 'Trail runners', categories: ['Shoes', 'Running'], price: 129.5 },
  { id: 'rain-jacket', title: 'Rain jacket', categories: ['Jackets', 'Outdoor'], price: 49 },
];
const QUERY = '@productcategory==Outdoor';

export async function runContentStep(
  client: PlatformClient,
  step: (text: string) => void,
  log: (line: string) => void,
  sourceId: string,
  options: { timeoutMs?: number } = {},
): Promise<ContentSummary> {
  step('Pushing three products to the push source, then finding them by category and price');
  for (const product of PRODUCTS) {
    await client.pushApi.documents.addOrUpdate(
      sourceId,
      {
        title: product.title,
        data: `${product.title}: light, sturdy and waterproof.`,
        productcategory: product.categories,
        price: product.price,
      },
      { documentId: `https://shop.example.com/products/${product.id}` },
    );
  }
  log(`  pushed ${PRODUCTS.length} products, each with a list of categories and a price (queued: 202)`);

  // The Push API queues what it is given: search finds the products once they are indexed.
  const everything = { aq: '@productcategory', groupBy: [{ field: '@productcategory' }] };
  const all = await waitUntil(
    () => client.search.query(everything),
    (answer) => answer.totalCount === PRODUCTS.length,
    { intervalMs: 100, timeoutMs: options.timeoutMs ?? 60_000 },
  );
  const answer = await client.search.query({ aq: QUERY, sortCriteria: '@price ascending' });
  const results: SearchResult[] = answer.results ?? [];
  log(`  ${QUERY}, by @price ascending: ${results.length} of ${PRODUCTS.length} products`);
  results.forEach((result, i) => {
    const price = `$${Number(result.raw.price).toFixed(2)}`;
    const categories = [result.raw.productcategory].flat().join(', ');
    log(`    ${i + 1}. ${String(result.title).padEnd(14)} ${price.padStart(8)}  ${categories}`);
  });
  const categories = (all.groupByResults?.[0]?.values ?? []).map(
    (value) => [String(value.value), Number(value.numberOfResults)] as [string, number],
  );
  log(`  categories: ${categories.map(([name, count]) => `${name} ${count}`).join(', ')}`);
  return {
    pushed: PRODUCTS.length,
    query: QUERY,
    found: results.map((result) => String(result.title)),
    categories,
  };
}
