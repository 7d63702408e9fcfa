import { padTwoDigits } from '../../core/helpers';

/** A month for usage metrics: `'YYYY-MM'`, a `Date` (its UTC year and month) or `{ year, month }` (month 1–12). */
export type UsageMonth = string | Date | { year: number; month: number };
/** A day for usage metrics: `'YYYY-MM-DD'`, a `Date` (its UTC date) or `{ year, month, day }` (month 1–12). */
export type UsageDay = string | Date | { year: number; month: number; day: number };

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function parts(
  value: unknown,
  what: string,
  withDay: boolean,
): { year: number; month: number; day?: number } {
  const expected = withDay
    ? "'YYYY-MM-DD', a Date or { year, month, day }"
    : "'YYYY-MM', a Date or { year, month }";
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError(`${what}: the Date is invalid; pass ${expected}.`);
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (typeof value === 'string') {
    const match = (withDay ? DAY : MONTH).exec(value);
    if (!match)
      throw new TypeError(
        `${what}: '${value}' is not a valid ${withDay ? 'day' : 'month'}; pass ${expected}.`,
      );
    return { year: Number(match[1]), month: Number(match[2]), day: match[3] ? Number(match[3]) : undefined };
  }
  if (value && typeof value === 'object') {
    const { year, month, day } = value as { year?: unknown; month?: unknown; day?: unknown };
    return { year: year as number, month: month as number, day: day as number | undefined };
  }
  if (value === undefined || value === null) throw new TypeError(`${what} is missing; pass ${expected}.`);
  throw new TypeError(`${what}: ${JSON.stringify(value) ?? String(value)} is not a date; pass ${expected}.`);
}

function check(what: string, year: number, month: number, day: number | undefined, withDay: boolean): void {
  const shown = JSON.stringify({ year, month, ...(withDay ? { day } : {}) });
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new TypeError(`${what}: the year must be an integer from 1000 to 9999; got ${shown}.`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new TypeError(`${what}: the month must be an integer from 1 to 12; got ${shown}.`);
  }
  if (withDay && (!Number.isInteger(day) || day! < 1 || day! > daysInMonth(year, month))) {
    throw new TypeError(
      `${what}: the day must be an integer from 1 to ${daysInMonth(year, month)}; got ${shown}.`,
    );
  }
}

/**
 * Writes a month as the usage-metrics calls take it: `YYYY-MM`, the month padded with a leading zero.
 * @example formatUsageMonth({ year: 2024, month: 3 }) // '2024-03'
 * @throws TypeError for a malformed string, an invalid `Date`, or a year or month out of range.
 */
export function formatUsageMonth(value: UsageMonth, what = 'month'): string {
  const { year, month } = parts(value, what, false);
  check(what, year, month, undefined, false);
  return `${year}-${padTwoDigits(month)}`;
}

/**
 * Writes a day as the usage-metrics calls take it: `YYYY-MM-DD`, month and day padded with a leading zero.
 * @example formatUsageDay(new Date(Date.UTC(2024, 0, 5))) // '2024-01-05'
 * @throws TypeError for a malformed string, an invalid `Date`, or a year, month or day out of range
 * (`2024-02-30` included).
 */
export function formatUsageDay(value: UsageDay, what = 'day'): string {
  const { year, month, day } = parts(value, what, true);
  check(what, year, month, day, true);
  return `${year}-${padTwoDigits(month)}-${padTwoDigits(day!)}`;
}
