import { wordsOf } from '../corpus';
import { badRequest } from '../http';
import { own, text } from '../safe';

/*
 * The part of the query pipeline language (QPL) the emulator understands (query expressions: see
 * queryExpression.ts):
 * - filter statements: `filter q|aq|cq|dq|lq <expression>`, the expression in backquotes, quotes or bare;
 * - conditions: `when $query|$searchHub|$tab|$locale is|isNot|contains|doesNotContain|matches "value"`,
 *   clauses joined by `and` / `or`, each may start with `not`.
 */

/** The text without the quotes (`"`, `'` or backquotes) around it. */
export const unquote = (value: string) => value.trim().replace(/^(["'`])([\s\S]*)\1$/, '$2');

/** Splits on a keyword outside quotes and parentheses. */
function splitOn(source: string, keyword: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && /\s/.test(source[i - 1] ?? ' ')) {
      const match = keyword.exec(source.slice(i));
      if (match?.index === 0) {
        parts.push(source.slice(start, i));
        i += match[0].length - 1;
        start = i + 1;
      }
    }
  }
  parts.push(source.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const FILTER = /^\s*filter\s+(?:(q|aq|cq|dq|lq)\s+)?([\s\S]+)$/i;
/** The expression of a `filter` statement (`filter aq \`@source==Docs\``), or undefined for another statement. */
export const filterExpression = (definition: string) => {
  const match = FILTER.exec(definition);
  return match ? unquote(match[2]) : undefined;
};
/** The query parameter a `filter` statement adds to: `q`, `aq` (also when it names none), `cq`, `dq` or `lq`. */
export const filterParameter = (definition: string) => FILTER.exec(definition)?.[1]?.toLowerCase() ?? 'aq';

/** What a condition is evaluated against: the values of `$query`, `$searchHub`, `$tab`, `$locale` (any case). */
export interface QueryContext {
  query: string;
  searchhub?: string;
  tab?: string;
  locale?: string;
}

/** A condition's parsed form: clauses joined by `and` / `or`, a clause's operator on a variable. */
export type BooleanExpression =
  | boolean
  | { operator: string; left: BooleanExpression; right?: BooleanExpression }
  | { operator: string; left: { object: string }; right: string };

const CLAUSE = /^\s*(not\s+)?\$(\w+)\s+(is|isNot|contains|doesNotContain|matches)\s+(.+?)\s*$/i;

/**
 * The parsed form of a condition (the `detailed.condition` of its answers): `or` of `and` of clauses,
 * each `{ operator, left: { object }, right }` (`not` wraps one). A clause the emulator does not
 * understand is `false`: it never holds.
 */
export function parseCondition(definition: string): BooleanExpression {
  const join = (operator: string, parts: BooleanExpression[]): BooleanExpression =>
    parts.reduce((left, right) => ({ operator, left, right }));
  const clause = (source: string): BooleanExpression => {
    const match = CLAUSE.exec(source);
    if (!match) return false;
    const [, negated, variable, operator, raw] = match;
    const expression = { operator, left: { object: variable }, right: unquote(raw) };
    return negated ? { operator: 'not', left: expression } : expression;
  };
  const alternatives = splitOn(definition.trim().replace(/^when\s+/i, ''), /^or\s/i).map((part) =>
    join('and', splitOn(part, /^and\s/i).map(clause)),
  );
  return alternatives.length ? join('or', alternatives) : false;
}

/** Whether a parsed condition holds for the query. */
function evaluate(expression: BooleanExpression, context: QueryContext): boolean {
  if (typeof expression === 'boolean') return expression;
  const { operator, left, right } = expression as { operator: string; left: any; right: any };
  const op = operator.toLowerCase();
  if (op === 'and') return evaluate(left, context) && evaluate(right, context);
  if (op === 'or') return evaluate(left, context) || evaluate(right, context);
  if (op === 'not') return !evaluate(left, context);
  const actual = String(own({ ...context }, String(left.object).toLowerCase()) ?? '').toLowerCase();
  const value = String(right).toLowerCase();
  const regex = /^\/(.*)\/(\w*)$/.exec(String(right));
  if (op === 'matches' && regex) {
    try {
      return new RegExp(regex[1], regex[2].replace(/[^imsu]/g, '')).test(actual);
    } catch {
      return false;
    }
  }
  if (op === 'isnot') return actual !== value;
  if (op === 'contains') return actual.includes(value);
  if (op === 'doesnotcontain') return !actual.includes(value);
  return actual === value;
}

/** Whether a QPL condition (`when $query contains "tv"`) holds. An unknown clause never holds. */
export const conditionHolds = (definition: string, context: QueryContext) =>
  evaluate(parseCondition(definition), context);

/** Checks a condition's definition: it starts with `when`. @throws HttpError 400 otherwise. */
export function checkCondition(definition: string): string {
  if (/^\s*when\s+\S/i.test(definition)) return definition.trim();
  throw badRequest("A condition's 'definition' starts with 'when' (e.g. when $query contains \"tv\").");
}

/**
 * Whether a rule's predicate holds for the query: a `basicExpressionAndLocalePredicate` compares the
 * query with its expression (`is`, `contains`, `matches`); a `qplPredicate` is a QPL condition (`code`,
 * e.g. `$query contains "tv"`).
 */
export function predicateMatches(
  predicate: Record<string, any>,
  q: string,
  fallbackOperator: string,
): boolean {
  if (predicate.kind === 'qplPredicate') return conditionHolds(text(predicate.code ?? ''), { query: q });
  const basic = text(predicate.basicQueryExpression ?? '');
  const expected = basic.toLowerCase().trim();
  const actual = q.toLowerCase().trim();
  const operator = String(predicate.matchOperator?.kind ?? fallbackOperator);
  if (!expected) return true;
  if (operator === 'is') return actual === expected;
  if (operator !== 'matches') return wordsOf(expected).every((word) => wordsOf(actual).includes(word));
  try {
    return new RegExp(expected, 'i').test(actual);
  } catch {
    return false;
  }
}
