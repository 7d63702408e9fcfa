// How a listing's query filters and pages its records, in each style the platform's published calls use
// (the table below). Every published call with a sort parameter has a listing of its own (a handler or a
// `list` hook), so the engine keeps records in the order they were stored.
import type { EmulatorContext } from '../context';
import { publishedDefault } from '../openapi';
import { text } from '../safe';

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

/** The page asked for by the call's paging parameters (`names`), of its published default size without one. */
export function pageOf(ctx: EmulatorContext, names: readonly string[]): Page {
  for (const style of STYLES) {
    const sizeName = style.sizes.find((name) => names.includes(name));
    if (!sizeName && !names.includes(style.start)) continue;
    const size = sizeName
      ? count(ctx.query(sizeName) ?? publishedDefault(ctx.endpoint.name, sizeName))
      : undefined;
    const at = names.includes(style.start)
      ? Math.max(0, (count(ctx.query(style.start)) ?? style.first) - style.first)
      : 0;
    return { start: style.pages ? at * (size || 0) : at, size: size || undefined };
  }
  return { start: 0 };
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
