/** The platform's page model: one page of items plus totals. Some calls name the items field otherwise (e.g. `sourceModels`). */
export interface PageModel<T = unknown> {
  totalEntries: number;
  totalPages: number;
  /** Items of the page; present under `K`. */
  items?: T[];
  [key: string]: unknown;
}

export type PagedResult<T, K extends string = 'items'> = Omit<PageModel<T>, 'items'> & Record<K, T[]>;

/**
 * Walks every page of a paged call, first page 0, and yields each item.
 * Stops after the last page (`totalPages`), on an empty page, or when a GET was aborted.
 * @param fetchPage fetches one page by its 0-based number.
 * @param itemsKey the field holding the items. Default `items`.
 * @example for await (const source of paginate((page) => client.sources.list({ page, perPage: 50 }), 'sourceModels')) {}
 */
export async function* paginate<T>(
  fetchPage: (page: number) => Promise<object | undefined>,
  itemsKey = 'items',
): AsyncGenerator<T, void, undefined> {
  for (let page = 0; ; page++) {
    const result = (await fetchPage(page)) as Record<string, unknown> | undefined;
    const items = (result?.[itemsKey] as T[] | undefined) ?? [];
    yield* items;
    const totalPages = Number(result?.totalPages ?? 0);
    if (!items.length || page + 1 >= totalPages) return;
  }
}
