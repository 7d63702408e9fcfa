import { type CorpusDocument, wordsOf } from '../corpus';
import { badRequest, HttpError } from '../http';
import { own, text } from '../safe';

/*
 * The query syntax, read once: `parseQueryExpression` reads an expression into the published structured
 * form (`search.analysis.parseExpression` answers it), and `compileExpression` turns that tree into a
 * test on items (what `aq`, `cq`, filters and result ranking targets match). On an item:
 * - a keyword matches when the item has every one of its words; an exact phrase, its words in a row
 *   (in the item's words, title then text then source name);
 * - `a NEAR b` (`NEAR:n`): a place of `b` at most n words (10 by default) before or after a place of `a`,
 *   a term of several words counting where its words are in a row; `a NEAR b NEAR c` chains from `b` to `c`;
 * - `@f` the item has field `f`; `@f==v` equal, `@f!=v` / `@f<>v` not equal (also when it lacks `f`),
 *   `@f<v`, `<=`, `>`, `>=`: as numbers when both are numbers, else as dates (a date-time in ms, or
 *   `2024/01/01`, `2024-01-01`, `2024/01/01@10:00:00`, ISO 8601, UTC unless it says), else as text;
 *   `@f==a..b` (a bare value) from a to b, both included; `@f=v` contains v; `@f*=v` wildcards (`*`, `?`)
 *   on the whole value; `@f/=v` a regular expression found in the value; `@f~=v` the value, or one of
 *   its words, at most one edit per four characters (at least one) from v; `@f%=v` each word of v sounds
 *   (Soundex) like a word of the value. Text compares without case; `@f==(a,b)` is any of the values;
 * - `NOT`, `AND` (also between terms side by side), `OR` as the parser groups them;
 * - query extensions (`$qre(...)`) are not evaluated: an expression that holds one is refused (400).
 */

/** A node of the structured form: `{ type: 'and' | 'or' | 'not' | 'keyword' | 'exactMatch' | 'near' | ... }`. */
export type QueryNode = Record<string, any>;

type Test = (doc: CorpusDocument) => boolean;

/** The field operators of the query syntax and their structured names, the longer ones first. */
const FIELD_OPERATORS: Array<[string, string]> = [
  ['==', 'isExactly'],
  ['!=', 'differentThan'],
  ['<>', 'differentThan'],
  ['<=', 'lowerThanOrEqual'],
  ['>=', 'greaterThanOrEqual'],
  ['~=', 'fuzzyMatch'],
  ['%=', 'phoneticMatch'],
  ['/=', 'regexMatch'],
  ['*=', 'wildcardMatch'],
  ['<', 'lowerThan'],
  ['>', 'greaterThan'],
  ['=', 'contains'],
];

/** The boolean operators of the query syntax (upper case, as the platform requires), `NEAR` with its distance. */
const OPERATOR_WORD = /^(AND|OR|NOT|NEAR(:\d+)?)$/;

/** One node of several (`and`, `or`), or the node itself when there is only one. */
const joined = (type: 'and' | 'or', nodes: QueryNode[]) =>
  nodes.length === 1 ? nodes[0] : { type, expressions: nodes };

/**
 * Parses a query expression (keywords, `"exact phrases"`, `@field`, `@field<op>value`, `@field==(a,b)`,
 * `$extension(name: value, ...)`, `NOT`, `AND` (also implied between terms), `OR`, `NEAR[:n]`,
 * parentheses) into the published structured form. A quoted field value is a `string`, a bare one `unknown`.
 * @throws HttpError 422 naming what is wrong and where.
 */
export function parseQueryExpression(source: string): QueryNode {
  let at = 0;
  const fail = (problem: string): never => {
    throw new HttpError(
      422,
      'INVALID_QUERY_EXPRESSION',
      `The query expression cannot be parsed: ${problem} (at character ${at + 1}).`,
    );
  };
  const skipSpaces = () => {
    while (/\s/.test(source[at] ?? '')) at++;
  };
  /** The character at the cursor after spaces. */
  const nextChar = () => {
    skipSpaces();
    return source[at];
  };
  /** The bare word at the cursor (up to a space, parenthesis, quote or one of `stops`), not consumed. */
  const peekWord = (stops = '') => {
    skipSpaces();
    let end = at;
    while (end < source.length && !/[\s()"]/.test(source[end]) && !stops.includes(source[end])) end++;
    return source.slice(at, end);
  };
  /** Consumes the operator word `word` (`NEAR` with its distance) when it is next. */
  const operator = (word: string) => {
    const next = peekWord();
    if (next !== word && !(word === 'NEAR' && /^NEAR(:\d+)?$/.test(next))) return undefined;
    at += next.length;
    return next;
  };
  const quoted = () => {
    const end = source.indexOf('"', at + 1);
    if (end < 0) fail('a quote is not closed');
    const value = source.slice(at + 1, end);
    at = end + 1;
    return value;
  };

  const fieldValue = (field: string): QueryNode => {
    skipSpaces();
    if (source[at] === '"') return { type: 'string', value: quoted() };
    const value = peekWord(',');
    if (!value) fail(`a value is missing after '@${field}'`);
    at += value.length;
    return { type: 'unknown', value };
  };
  const field = (): QueryNode => {
    at++;
    const fieldName =
      /^[A-Za-z_][\w.]*/.exec(source.slice(at))?.[0] ?? fail("a field name is missing after '@'");
    at += fieldName.length;
    skipSpaces();
    const [symbol, fieldOperator] = FIELD_OPERATORS.find(([s]) => source.startsWith(s, at)) ?? [];
    if (!symbol) return { type: 'fieldExists', fieldName };
    at += symbol.length;
    skipSpaces();
    if (source[at] !== '(')
      return { type: 'fieldExpression', fieldName, operator: fieldOperator, value: fieldValue(fieldName) };
    // A list of values: any of them, or none of them for `!=`.
    at++;
    const values = [fieldValue(fieldName)];
    while (nextChar() === ',') {
      at++;
      values.push(fieldValue(fieldName));
    }
    if (source[at] !== ')') fail(`the list of values of '@${fieldName}' is not closed`);
    at++;
    const each = values.map((value) => ({
      type: 'fieldExpression',
      fieldName,
      operator: fieldOperator,
      value,
    }));
    return joined(fieldOperator === 'differentThan' ? 'and' : 'or', each);
  };
  const extensionArgument = (): number | string | boolean => {
    skipSpaces();
    if (source[at] === '"') return quoted();
    const raw = peekWord(',').trim();
    if (!raw) fail('an argument value is missing');
    at += raw.length;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  };
  const extension = (): QueryNode => {
    const name =
      /^\$(\w+)\(/.exec(source.slice(at))?.[1] ??
      fail("a query extension is written '$name(argument: value, ...)'");
    at += name.length + 2;
    const args: Record<string, number | string | boolean> = {};
    while (nextChar() !== ')') {
      const argument =
        /^(\w+)\s*:/.exec(source.slice(at)) ?? fail(`an argument of '$${name}' is not written 'name: value'`);
      at += argument[0].length;
      args[argument[1]] = extensionArgument();
      skipSpaces();
      if (source[at] === ',') at++;
      else if (source[at] !== ')') fail(`the arguments of '$${name}' are not closed`);
    }
    at++;
    return { type: 'queryExtension', name, arguments: args };
  };
  /** Keywords: the bare words up to the next operator, an exact phrase, or a `NEAR` of them. */
  const terms = (): QueryNode => {
    const words: string[] = [];
    while (peekWord() && !OPERATOR_WORD.test(peekWord()) && !/^[@$]/.test(peekWord())) {
      words.push(peekWord());
      at += words[words.length - 1].length;
    }
    if (!words.length && source[at] !== '"')
      fail(peekWord() ? `'${peekWord()}' is misplaced` : 'an expression is missing');
    const term = words.length
      ? { type: 'keyword', value: words.join(' ') }
      : { type: 'exactMatch', value: quoted() };
    const otherTerms: QueryNode[] = [];
    for (let near = operator('NEAR'); near; near = operator('NEAR')) {
      skipSpaces();
      const end =
        source[at] === '"' ? { type: 'exactMatch', value: quoted() } : { type: 'keyword', value: peekWord() };
      if (!end.value) fail(`a term is missing after '${near}'`);
      if (end.type === 'keyword') at += end.value.length;
      const distance = near.split(':')[1];
      otherTerms.push(distance ? { maxKeywordsFrom: Number(distance), endTerm: end } : { endTerm: end });
    }
    return otherTerms.length ? { type: 'near', startTerm: term, otherTerms } : term;
  };
  const primary = (): QueryNode => {
    skipSpaces();
    if (source[at] === '(') {
      at++;
      const inner = or();
      skipSpaces();
      if (source[at] !== ')') fail("a parenthesis is not closed: ')' is missing");
      at++;
      return inner;
    }
    if (source[at] === '@') return field();
    if (source[at] === '$') return extension();
    return terms();
  };
  const unary = (): QueryNode => (operator('NOT') ? { type: 'not', expression: unary() } : primary());
  const and = (): QueryNode => {
    const operands = [unary()];
    while (peekWord() !== 'OR' && at < source.length && source[at] !== ')') {
      operator('AND');
      operands.push(unary());
    }
    return joined('and', operands);
  };
  function or(): QueryNode {
    const alternatives = [and()];
    while (operator('OR')) alternatives.push(and());
    return joined('or', alternatives);
  }

  skipSpaces();
  if (at === source.length) return { type: 'empty' };
  const structured = or();
  if (at < source.length) fail(`'${source[at]}' is unexpected`);
  return structured;
}

/**
 * A pattern as a test, case-insensitive: a wildcard pattern (`*`, `?`) on the whole value, or a regular
 * expression found in it. @throws HttpError 400 for an invalid regular expression.
 */
export function patternTest(pattern: string, isRegex = false): (value: string) => boolean {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const source = isRegex ? pattern : `^${escaped.replace(/\*/g, '.*').replace(/\?/g, '.')}$`;
  try {
    const regex = new RegExp(source, 'i');
    return (value) => regex.test(value);
  } catch {
    throw badRequest(`The pattern '${pattern}' is not a valid regular expression.`);
  }
}

/** A field's values on an item (`@source` or `source`): none, one, or a multi-value field's. */
export const fieldValues = (doc: CorpusDocument, field: unknown): Array<string | number> => {
  const value = own(
    doc.fields,
    text(field ?? '')
      .replace(/^@/, '')
      .toLowerCase(),
  );
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** A field's value on an item, as text (a multi-value field's first); undefined when the item has none. */
export const fieldText = (doc: CorpusDocument, field: unknown) => {
  const [first] = fieldValues(doc, field);
  return first === undefined ? undefined : text(first);
};

/** Items that have every word of a text. */
const keywordsTest = (source: string): Test => {
  const words = wordsOf(source);
  return (doc) => words.every((word) => doc.words.has(word));
};

/** Where words are in a row in the item's words: the index of the first and of the last, for each place. */
function places(doc: CorpusDocument, words: string[]): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (let i = 0; i + words.length <= doc.sequence.length; i++)
    if (words.every((word, k) => doc.sequence[i + k] === word)) found.push([i, i + words.length - 1]);
  return found;
}

/** Items where each term of a `near` node is within its distance of the term before it. */
function nearTest(node: QueryNode): Test {
  const start = wordsOf(node.startTerm.value);
  const others = (node.otherTerms as QueryNode[]).map((other) => ({
    words: wordsOf(other.endTerm.value),
    distance: other.maxKeywordsFrom ?? 10,
  }));
  return (doc) => {
    let reached = places(doc, start);
    for (const { words, distance } of others) {
      // The words between them: from the end of one to the start of the other, in either order.
      const near = ([first, last]: [number, number]) =>
        reached.some(([from, to]) => first - to - 1 <= distance && from - last - 1 <= distance);
      reached = places(doc, words).filter(near);
    }
    return reached.length > 0;
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A value as an instant in ms: a number is one; a date (`2024/01/01[@10:00:00]`, ISO 8601) is read as UTC unless it says. */
function instant(value: string | number): number | undefined {
  if (typeof value === 'number') return value;
  if (!/^\d{4}[-/]\d{2}[-/]\d{2}/.test(value)) return undefined;
  const iso = value.replace(/\//g, '-').replace('@', 'T');
  const ms = Date.parse(/T[^Z+-]*$/.test(iso) ? `${iso}Z` : iso);
  return Number.isNaN(ms) ? undefined : ms;
}

/** How a field's value compares with an expression's: as numbers, else as dates, else as text without case. */
function compare(actual: string | number, expected: string): number {
  if (NUMBER.test(String(actual)) && NUMBER.test(expected)) return Number(actual) - Number(expected);
  const [from, to] = [instant(actual), instant(expected)];
  if (from !== undefined && to !== undefined) return from - to;
  return String(actual).toLowerCase().localeCompare(expected.toLowerCase());
}

/** The edit distance (Levenshtein) of two texts. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, change);
    }
    previous = row;
  }
  return previous[b.length];
}

/** How a word sounds (Soundex): its first letter, then the digits of its consonants, 4 characters. */
function soundex(word: string): string {
  const groups = ['aeiouyhw', 'bfpv', 'cgjkqsxz', 'dt', 'l', 'mn', 'r'];
  const digit = (letter: string) => String(groups.findIndex((group) => group.includes(letter)));
  let code = '';
  let last = digit(word[0]);
  for (const letter of word.slice(1)) {
    const next = digit(letter);
    if (next !== '0' && next !== last) code += next;
    if (!'hw'.includes(letter)) last = next;
  }
  return `${word[0]}${code}000`.slice(0, 4);
}

/** What each field operator tests on a field's value, given the expression's value. */
export const FIELD_TESTS: Record<string, (expected: string) => (actual: string | number) => boolean> = {
  isExactly: (expected) => (actual) => compare(actual, expected) === 0,
  differentThan: (expected) => (actual) => compare(actual, expected) !== 0,
  lowerThan: (expected) => (actual) => compare(actual, expected) < 0,
  lowerThanOrEqual: (expected) => (actual) => compare(actual, expected) <= 0,
  greaterThan: (expected) => (actual) => compare(actual, expected) > 0,
  greaterThanOrEqual: (expected) => (actual) => compare(actual, expected) >= 0,
  contains: (expected) => (actual) => String(actual).toLowerCase().includes(expected.toLowerCase()),
  wildcardMatch: (expected) => {
    const test = patternTest(expected);
    return (actual) => test(String(actual));
  },
  regexMatch: (expected) => {
    const test = patternTest(expected, true);
    return (actual) => test(String(actual));
  },
  fuzzyMatch: (expected) => {
    const target = expected.toLowerCase();
    const allowed = Math.max(1, Math.floor(target.length / 4));
    const words = (actual: string | number) => [String(actual).toLowerCase(), ...wordsOf(String(actual))];
    return (actual) => words(actual).some((word) => editDistance(word, target) <= allowed);
  },
  phoneticMatch: (expected) => {
    const sounds = (value: string | number) => wordsOf(String(value).replace(/[^a-z\s]/gi, '')).map(soundex);
    return (actual) => sounds(expected).every((sound) => sounds(actual).includes(sound));
  },
};

/** Items whose field passes a `fieldExpression` node's operator; `@f==a..b` (a bare value) is a range. */
function fieldTest(node: QueryNode): Test {
  const expected = String(node.value.value);
  const range =
    node.operator === 'isExactly' && node.value.type === 'unknown' && /^(.+?)\.\.(.+)$/.exec(expected);
  const test = range
    ? (actual: string | number) => compare(actual, range[1]) >= 0 && compare(actual, range[2]) <= 0
    : FIELD_TESTS[node.operator](expected);
  // A multi-value field passes when one of its values does; `<>` when none of them is the value.
  if (node.operator === 'differentThan') return (doc) => fieldValues(doc, node.fieldName).every(test);
  return (doc) => fieldValues(doc, node.fieldName).some(test);
}

/** A structured node as a test on items. @throws HttpError 400 for a query extension, or an invalid regular expression. */
export function matcherOf(node: QueryNode): Test {
  const parts = (): Test[] => node.expressions.map(matcherOf);
  switch (node.type) {
    case 'empty':
      return () => true;
    case 'and': {
      const all = parts();
      return (doc) => all.every((test) => test(doc));
    }
    case 'or': {
      const any = parts();
      return (doc) => any.some((test) => test(doc));
    }
    case 'not': {
      const inner = matcherOf(node.expression);
      return (doc) => !inner(doc);
    }
    case 'keyword':
      return keywordsTest(node.value);
    case 'exactMatch': {
      const words = wordsOf(node.value);
      return (doc) => !words.length || places(doc, words).length > 0;
    }
    case 'near':
      return nearTest(node);
    case 'fieldExists':
      return (doc) => fieldText(doc, node.fieldName) !== undefined;
    case 'fieldExpression':
      return fieldTest(node);
    default:
      throw badRequest(
        `The emulator does not evaluate query extensions: '$${node.name}' cannot be matched.`,
        'INVALID_QUERY',
      );
  }
}

/**
 * An advanced expression (`aq`, `cq`, a filter's, a result ranking target's) as a test on items.
 * @throws HttpError 400 (`INVALID_QUERY`) naming the problem when it does not parse or holds a query extension.
 */
export function compileExpression(expression: string): Test {
  let tree: QueryNode;
  try {
    tree = parseQueryExpression(expression);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw badRequest(`${error.message.replace(/\.$/, '')} in '${text(expression, 200)}'.`, 'INVALID_QUERY');
  }
  return matcherOf(tree);
}

/** A basic expression (`q`): an expression, or the words a user typed when it is not one (`what's new?`). */
export function compileBasicExpression(q: string): Test {
  try {
    return compileExpression(q);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return keywordsTest(q);
  }
}
