import { type CorpusDocument, wordsOf } from '../../corpus';
import { badRequest } from '../../http';
import { own, text } from '../../safe';

/*
 * The small part of the query syntax and of the query pipeline language (QPL) the emulator understands:
 * - query expressions: keywords, `@field==value`, `@field==(a,b)`, `@field="value"` (contains),
 *   `@field!=value`, `NOT x`, `x AND y`, `x OR y` (AND binds tighter), values quoted or not;
 * - filter statements: `filter q|aq|cq|dq <expression>`, the expression in backquotes, quotes or bare;
 * - conditions: `when $query|$searchHub|$tab|$locale is|isNot|contains|doesNotContain|matches "value"`,
 *   clauses joined by `and` / `or`.
 */

type Test = (doc: CorpusDocument) => boolean;

/** The text without the quotes (`"`, `'` or backquotes) around it. */
export const unquote = (text: string) => text.trim().replace(/^(["'`])([\s\S]*)\1$/, '$2');

/** Splits on a keyword outside quotes and parentheses. */
function splitOn(text: string, keyword: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) {
      const match = keyword.exec(text.slice(i));
      if (match && match.index === 0 && /\s/.test(text[i - 1] ?? ' ')) {
        parts.push(text.slice(start, i));
        i += match[0].length - 1;
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function fieldValue(doc: CorpusDocument, field: string): string {
  const value = own(doc.fields, field.toLowerCase());
  return value === undefined ? '' : text(value).toLowerCase();
}

function atom(text: string): Test {
  const trimmed = text.trim();
  if (/^NOT\s+/i.test(trimmed)) {
    const inner = atom(trimmed.replace(/^NOT\s+/i, ''));
    return (doc) => !inner(doc);
  }
  if (trimmed.startsWith('(') && trimmed.endsWith(')')) return compileExpression(trimmed.slice(1, -1));
  const field = /^@(\w+)\s*(==|=|!=|<>)\s*(.+)$/s.exec(trimmed);
  if (field) {
    const [, name, operator, raw] = field;
    const listed = raw.trim().startsWith('(') && raw.trim().endsWith(')');
    const values = (listed ? raw.trim().slice(1, -1).split(',') : [raw]).map((v) => unquote(v).toLowerCase());
    if (operator === '=') return (doc) => values.some((v) => fieldValue(doc, name).includes(v));
    const equal = (doc: CorpusDocument) => values.includes(fieldValue(doc, name));
    return operator === '==' ? equal : (doc) => !equal(doc);
  }
  if (trimmed.startsWith('@'))
    throw badRequest(`The query expression '${trimmed}' is not valid.`, 'INVALID_QUERY');
  const words = wordsOf(unquote(trimmed));
  return (doc) => words.every((word) => doc.words.has(word));
}

/** Compiles a query expression into a test on items. @throws HttpError 400 for a malformed field expression. */
export function compileExpression(expression: string): Test {
  const text = expression.trim();
  if (!text) return () => true;
  const alternatives = splitOn(text, /^OR\s/).map((part) => {
    const all = splitOn(part, /^AND\s/).map(atom);
    return (doc: CorpusDocument) => all.every((test) => test(doc));
  });
  return (doc) => alternatives.some((test) => test(doc));
}

/** The expression of a `filter` statement (`filter aq \`@source==Docs\``), or undefined for another statement. */
export function filterExpression(definition: string): string | undefined {
  const match = /^\s*filter\s+(?:(?:q|aq|cq|dq|lq)\s+)?([\s\S]+)$/i.exec(definition);
  return match ? unquote(match[1]) : undefined;
}

/** The query parameter a `filter` statement adds to: `q`, `aq` (also when it names none), `cq`, `dq` or `lq`. */
export function filterParameter(definition: string): string {
  return /^\s*filter\s+(q|aq|cq|dq|lq)\s/i.exec(definition)?.[1].toLowerCase() ?? 'aq';
}

/** What a condition is evaluated against. */
export interface QueryContext {
  q: string;
  searchHub?: string;
  tab?: string;
  locale?: string;
}

const CLAUSE = /^\s*(not\s+)?\$(\w+)\s+(is|isNot|contains|doesNotContain|matches)\s+(.+?)\s*$/i;

/** Whether a QPL condition (`when $query contains "tv"`) holds. An unknown clause never holds. */
export function conditionHolds(definition: string, context: QueryContext): boolean {
  const body = definition.trim().replace(/^when\s+/i, '');
  return splitOn(body, /^or\s/i).some((part) =>
    splitOn(part, /^and\s/i).every((clause) => {
      const match = CLAUSE.exec(clause);
      if (!match) return false;
      const [, negated, variable, operator, raw] = match;
      const actual = String(
        { query: context.q, searchhub: context.searchHub, tab: context.tab, locale: context.locale }[
          variable.toLowerCase() as 'query'
        ] ?? '',
      ).toLowerCase();
      let holds: boolean;
      const regex = /^\/(.*)\/(\w*)$/.exec(raw.trim());
      if (operator.toLowerCase() === 'matches' && regex) {
        try {
          holds = new RegExp(regex[1], regex[2].replace(/[^imsu]/g, '')).test(actual);
        } catch {
          holds = false;
        }
      } else {
        const value = unquote(raw).toLowerCase();
        const op = operator.toLowerCase();
        holds =
          op === 'is'
            ? actual === value
            : op === 'isnot'
              ? actual !== value
              : op === 'contains'
                ? actual.includes(value)
                : op === 'doesnotcontain'
                  ? !actual.includes(value)
                  : actual === value;
      }
      return negated ? !holds : holds;
    }),
  );
}

/** A condition's parsed form: clauses joined by `and` / `or`, a clause's operator on a variable. */
export type BooleanExpression =
  | boolean
  | { operator: string; left: BooleanExpression; right?: BooleanExpression }
  | { operator: string; left: { object: string }; right: string };

/**
 * The parsed form of a condition (the `detailed.condition` of its answers): `or` of `and` of clauses,
 * each `{ operator, left: { object }, right }` (`not` wraps one). A clause the emulator does not
 * understand is `false`, as it never holds (see {@link conditionHolds}).
 */
export function parseCondition(definition: string): BooleanExpression {
  const join = (operator: string, parts: BooleanExpression[]): BooleanExpression =>
    parts.reduce((left, right) => ({ operator, left, right }));
  const clause = (text: string): BooleanExpression => {
    const match = CLAUSE.exec(text);
    if (!match) return false;
    const [, negated, variable, operator, raw] = match;
    const expression = { operator, left: { object: variable }, right: unquote(raw) };
    return negated ? { operator: 'not', left: expression } : expression;
  };
  const body = definition.trim().replace(/^when\s+/i, '');
  const alternatives = splitOn(body, /^or\s/i).map((part) =>
    join('and', splitOn(part, /^and\s/i).map(clause)),
  );
  return alternatives.length ? join('or', alternatives) : false;
}

/** Checks a condition's definition: it starts with `when`. @throws HttpError 400 otherwise. */
export function checkCondition(definition: unknown): string {
  if (typeof definition !== 'string' || !/^\s*when\s+\S/i.test(definition)) {
    throw badRequest(
      "A condition needs a 'definition' in the query pipeline language, starting with 'when' (e.g. when $query contains \"tv\").",
    );
  }
  return definition.trim();
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
  if (predicate.kind === 'qplPredicate') return conditionHolds(String(predicate.code ?? ''), { q });
  const expected = String(predicate.basicQueryExpression ?? '')
    .toLowerCase()
    .trim();
  if (!expected) return true;
  const actual = q.toLowerCase().trim();
  const operator = String(predicate.matchOperator?.kind ?? fallbackOperator);
  if (operator === 'is') return actual === expected;
  if (operator === 'matches') {
    try {
      return new RegExp(expected, 'i').test(actual);
    } catch {
      return false;
    }
  }
  return wordsOf(expected).every((word) => wordsOf(actual).includes(word));
}
