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
 *   not given and a page has several array fields besides `items`, or when it is given and a page's
 *   field of that name is not an array (absent while another array holds items: a mistyped key).
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
 * @throws TypeError when no `key` is given and the page has several array fields besides `items`; when
 * `key` is given and the page's field is not an array (absent while another array holds items).
 */
function itemsOf<T>(result: Record<string, unknown> | undefined, key: string | undefined): T[] {
  if (!result) return [];
  const arrays = () => Object.keys(result).filter((name) => Array.isArray(result[name]));
  if (key !== undefined) {
    const items = result[key];
    if (Array.isArray(items)) return items as T[];
    // Absent from a page whose arrays are all empty: an empty page. Absent while another array holds
    // items: a mistyped key, which would end the walk silently at once.
    if (items === undefined && !arrays().some((name) => (result[name] as unknown[]).length)) return [];
    throw new TypeError(
      `paginate: the page's field '${key}' is ${items === undefined ? 'absent' : `not an array (${typeof items})`}; its array fields: ${arrays().join(', ') || 'none'}. Pass the one that holds the items as itemsKey.`,
    );
  }
  if (Array.isArray(result.items)) return result.items as T[];
  const found = arrays();
  if (found.length > 1) {
    throw new TypeError(
      `paginate: the page has several array fields (${found.join(', ')}); pass the one that holds the items as itemsKey.`,
    );
  }
  return found.length === 1 ? (result[found[0]] as T[]) : [];
}
