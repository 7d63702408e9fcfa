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
 * Walks every page of a paged call, first page 0, and yields each item, in constant memory.
 * It asks for the next page while the caller works through the current one (one page ahead at most).
 * Stops after the last page (`totalPages`), on an empty page, or when a GET was aborted.
 * @param fetchPage fetches one page by its 0-based number.
 * @param itemsKey the field holding the items. Default: `items`, or the page's one array field
 *   (e.g. `sourceModels`).
 * @throws whatever `fetchPage` throws, when the caller reaches that page; TypeError when `itemsKey` is
 *   not given and a page has several array fields besides `items`.
 * @example for await (const source of paginate((page) => client.sources.list({ page, perPage: 100 }))) {}
 */
export async function* paginate<T>(
  fetchPage: (page: number) => Promise<object | undefined>,
  itemsKey?: string,
): AsyncGenerator<T, void, undefined> {
  let next: Promise<object | undefined> = fetchPage(0);
  for (let page = 0; ; page++) {
    const result = (await next) as Record<string, unknown> | undefined;
    const items = itemsOf<T>(result, itemsKey);
    const more = items.length > 0 && page + 1 < Number(result?.totalPages ?? 0);
    if (more) {
      next = fetchPage(page + 1);
      // Read when the caller gets there; a caller who stops early must not see an unhandled rejection.
      next.catch(() => {});
    }
    yield* items;
    if (!more) return;
  }
}

/**
 * The items of one page.
 * @throws TypeError when no `key` is given and the page has several array fields besides `items`.
 */
function itemsOf<T>(result: Record<string, unknown> | undefined, key: string | undefined): T[] {
  if (!result) return [];
  if (key !== undefined) return (result[key] as T[] | undefined) ?? [];
  if (Array.isArray(result.items)) return result.items as T[];
  const arrays = Object.keys(result).filter((name) => Array.isArray(result[name]));
  if (arrays.length > 1) {
    throw new TypeError(
      `paginate: the page has several array fields (${arrays.join(', ')}); pass the one that holds the items as itemsKey.`,
    );
  }
  return arrays.length === 1 ? (result[arrays[0]] as T[]) : [];
}
