// How a listing's query filters, pages and sorts its records, in each style the platform's published
// calls use (the tables below).
import type { EmulatorContext } from '../context';
import { text } from '../safe';

type Rec = Record<string, unknown>;

/** One page: where it starts, and how many records it holds at most (all without a size). */
export interface Page {
  start: number;
  size?: number;
}

/** The styles, each a start parameter (and the number its first page has) with its size parameters. */
const STYLES = [
  { start: 'page', first: 0, sizes: ['perPage', 'pageSize', 'size', 'limit'], pages: true },
  { start: 'offset', first: 0, sizes: ['limit'], pages: false },
  { start: 'firstResult', first: 0, sizes: ['numberOfResults'], pages: false },
  { start: 'p', first: 1, sizes: ['n'], pages: true },
];

const count = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** The page the query asks for, by the paging parameters the call takes (`names`). */
export function pageOf(ctx: EmulatorContext, names: readonly string[]): Page {
  for (const style of STYLES) {
    const sizeName = style.sizes.find((name) => names.includes(name));
    if (!sizeName && !names.includes(style.start)) continue;
    const size = sizeName ? count(ctx.query(sizeName)) : undefined;
    const at = names.includes(style.start)
      ? Math.max(0, (count(ctx.query(style.start)) ?? style.first) - style.first)
      : 0;
    return { start: style.pages ? at * (size || 0) : at, size: size || undefined };
  }
  return { start: 0 };
}

const SORT_KEYS = ['sortBy', 'sort', 'orderBy', 'sortingType', 's'];
/** `CREATED_DATE`, `createdDate` and `created-date` alike. */
const plain = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether the query asks for descending order. */
function descending(ctx: EmulatorContext, names: readonly string[]): boolean {
  const order = ['order', 'sortingOrder', 'sortOrder'].find((name) => names.includes(name));
  if (order && ctx.query(order)) return /^desc/i.test(ctx.query(order)!);
  const ascending = ['isOrderAscending', 'asc'].find((name) => names.includes(name));
  return ascending !== undefined && ctx.query(ascending) === 'false';
}

/**
 * The records in the order the query asks: by the field its sort parameter names (matched without case
 * or separators, `NAME` for `name`), numbers as numbers, or by name when the query gives a direction
 * only (`order=desc`); as they are when it names no field the records have.
 */
export function sortedBy(ctx: EmulatorContext, names: readonly string[], records: Rec[]): Rec[] {
  const param = SORT_KEYS.find((name) => names.includes(name) && ctx.query(name));
  const directionOnly = names.includes('order') && ctx.query('order') !== undefined;
  const wanted = param ? plain(ctx.query(param)!) : directionOnly ? 'name' : '';
  const field =
    wanted && records.length ? Object.keys(records[0]).find((key) => plain(key) === wanted) : undefined;
  if (!field) return records;
  const sign = descending(ctx, names) ? -1 : 1;
  return [...records].sort((a, b) => sign * compareValues(a[field], b[field]));
}

/** Whether any of `values` holds `filter` as text, in any case (all do without a filter). */
export function holdsText(values: unknown[], filter: string | undefined): boolean {
  const wanted = filter?.toLowerCase();
  return (
    !wanted ||
    values.some((value) =>
      text(value ?? '')
        .toLowerCase()
        .includes(wanted),
    )
  );
}

/** Two field values in order: numbers as numbers, anything else as text (absent as ''). */
export const compareValues = (x: unknown, y: unknown) =>
  typeof x === 'number' && typeof y === 'number' ? x - y : text(x ?? '').localeCompare(text(y ?? ''));
