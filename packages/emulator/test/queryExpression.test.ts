// The query syntax's one reader: the structured tree (search.analysis.parseExpression's answer) and the
// test on items that searches (aq, cq, filters, result ranking targets) build from it.
import { describe, expect, it } from 'vitest';
import { type CorpusDocument, wordsOf } from '../src/corpus';
import { HttpError } from '../src/http';
import {
  compileBasicExpression,
  compileExpression,
  matcherOf,
  parseQueryExpression,
} from '../src/model/queryExpression';

/** An item with a title, a text and fields, its words in order as the corpus makes them. */
function item(title: string, body: string, fields: Record<string, string | number>): CorpusDocument {
  const sequence = [...wordsOf(title), ...wordsOf(body)];
  return {
    uniqueId: title,
    uri: `https://example.com/${title}`,
    clickUri: `https://example.com/${title}`,
    title,
    excerpt: body,
    source: 'Manuals',
    fields: { title, ...fields },
    words: new Set(sequence),
    sequence,
  };
}

const pump = item('pump', 'Prime the pump before the first start. Close the valve when the tank is full.', {
  size: 12,
  filetype: 'pdf',
  author: 'Smith',
  model: 'P-100',
  date: Date.UTC(2024, 0, 15),
});
const heater = item('heater', 'The heater warms the water; its valve opens by itself after a quick start.', {
  size: 40,
  filetype: 'html',
  author: 'Jones',
  model: 'H-7',
  date: Date.UTC(2023, 11, 31),
});
const filter = item('filter', 'Replace the filter every month to keep the water clean.', {
  size: '8',
  filetype: 'html',
  date: '2024-03-01T10:00:00Z',
});
const items = [pump, heater, filter];

/** The titles of the items an expression matches. */
const matching = (expression: string) => items.filter(compileExpression(expression)).map((doc) => doc.title);

/** The refusal an expression gets from a search. */
function refusal(expression: string): HttpError {
  try {
    compileExpression(expression);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`'${expression}' was not refused`);
}

describe('query expressions: keywords, phrases, NEAR', () => {
  it('matches keywords (every word), exact phrases (words in a row) and an empty expression (all)', () => {
    expect(matching('valve')).toEqual(['pump', 'heater']);
    expect(matching('valve water')).toEqual(['heater']);
    expect(matching('"quick start"')).toEqual(['heater']);
    // Both words are in the pump's text, not side by side.
    expect(matching('first start')).toEqual(['pump']);
    expect(matching('"start first"')).toEqual([]);
    expect(matching('   ')).toEqual(['pump', 'heater', 'filter']);
  });

  it('matches NEAR within 10 words by default, NEAR:n within n, in either order, chained', () => {
    // pump: "prime the pump before the first start close the valve": 8 words between prime and valve.
    expect(matching('prime NEAR valve')).toEqual(['pump']);
    expect(matching('prime NEAR:8 valve')).toEqual(['pump']);
    expect(matching('prime NEAR:7 valve')).toEqual([]);
    expect(matching('valve NEAR:8 prime')).toEqual(['pump']);
    expect(matching('"first start" NEAR:0 close')).toEqual(['pump']);
    // Chained: 4 words from prime to first, then 3 from first to valve.
    expect(matching('prime NEAR:4 first NEAR:3 valve')).toEqual(['pump']);
    expect(matching('prime NEAR:3 first NEAR:3 valve')).toEqual([]);
    expect(matching('prime NEAR:4 first NEAR:2 valve')).toEqual([]);
    // heater: 10 words between "warms" and "start".
    expect(matching('warms NEAR start')).toEqual(['heater']);
    expect(matching('warms NEAR:9 start')).toEqual([]);
  });
});

describe('query expressions: field operators', () => {
  it('compares equal and different without case; a list is any of its values (none of them for !=)', () => {
    expect(matching('@filetype==PDF')).toEqual(['pump']);
    expect(matching('@filetype==(pdf,"doc")')).toEqual(['pump']);
    expect(matching('@model==(p-100,H-7)')).toEqual(['pump', 'heater']);
    // An item without the field is different from any value.
    expect(matching('@author!=smith')).toEqual(['heater', 'filter']);
    expect(matching('@author<>smith')).toEqual(['heater', 'filter']);
    expect(matching('@author!=(smith,jones)')).toEqual(['filter']);
    expect(matching('@author')).toEqual(['pump', 'heater']);
    expect(matching('@model=100')).toEqual(['pump']);
  });

  it('compares as numbers when both are, else as dates, else as text; a bare a..b is a range', () => {
    expect(matching('@size>10')).toEqual(['pump', 'heater']);
    expect(matching('@size>=12')).toEqual(['pump', 'heater']);
    // As numbers: 8 < 12, though '8' > '12' as text.
    expect(matching('@size<12')).toEqual(['filter']);
    expect(matching('@size<=12')).toEqual(['pump', 'filter']);
    expect(matching('@size==12')).toEqual(['pump']);
    expect(matching('@size==10..40')).toEqual(['pump', 'heater']);
    expect(matching('@date<2024/01/01')).toEqual(['heater']);
    expect(matching('@date>=2024-01-15')).toEqual(['pump', 'filter']);
    expect(matching('@date>2024/03/01@09:00:00')).toEqual(['filter']);
    expect(matching('@date==2023/12/31')).toEqual(['heater']);
    expect(matching('@date==2024/01/01..2024/02/01')).toEqual(['pump']);
    expect(matching('@model<I')).toEqual(['heater']);
    // A field the item lacks is neither lower nor greater.
    expect(matching('@author>A')).toEqual(['pump', 'heater']);
  });

  it('matches wildcards on the whole value, regular expressions, fuzzy and phonetic values', () => {
    expect(matching('@model*=p-*')).toEqual(['pump']);
    expect(matching('@model*=?-7')).toEqual(['heater']);
    expect(matching('@model*=p')).toEqual([]);
    expect(matching('@model/="^[A-Z]-\\d$"')).toEqual(['heater']);
    expect(matching('@title~=hetaer')).toEqual([]);
    expect(matching('@title~=heeter')).toEqual(['heater']);
    expect(matching('@author~=smyth')).toEqual(['pump']);
    expect(matching('@author%=smyth')).toEqual(['pump']);
    expect(matching('@author%=jonze')).toEqual(['heater']);
    expect(matching('@author%=brown')).toEqual([]);
    expect(refusal('@model/="("').message).toContain("'(' is not a valid regular expression");
  });
});

describe('query expressions: NOT, AND, OR', () => {
  it('joins terms side by side with AND, AND before OR, NOT on the next term, parentheses first', () => {
    expect(matching('@size>10 NOT @filetype==pdf')).toEqual(['heater']);
    expect(matching('@size>10 AND NOT @filetype==pdf')).toEqual(['heater']);
    expect(matching('water @filetype==html')).toEqual(['heater', 'filter']);
    expect(matching('prime OR clean @size<10')).toEqual(['pump', 'filter']);
    expect(matching('prime OR clean @size>10')).toEqual(['pump']);
    expect(matching('(prime OR clean) @size>10')).toEqual(['pump']);
    expect(matching('NOT (valve OR clean)')).toEqual([]);
    expect(matching('NOT NOT valve')).toEqual(['pump', 'heater']);
  });

  it("agrees with parseExpression's tree: the matcher is built from it", () => {
    const expression = 'water NOT @author==jones OR "first start" NEAR:5 valve';
    const tree = parseQueryExpression(expression);
    expect(tree).toEqual({
      type: 'or',
      expressions: [
        {
          type: 'and',
          expressions: [
            { type: 'keyword', value: 'water' },
            {
              type: 'not',
              expression: {
                type: 'fieldExpression',
                fieldName: 'author',
                operator: 'isExactly',
                value: { type: 'unknown', value: 'jones' },
              },
            },
          ],
        },
        {
          type: 'near',
          startTerm: { type: 'exactMatch', value: 'first start' },
          otherTerms: [{ maxKeywordsFrom: 5, endTerm: { type: 'keyword', value: 'valve' } }],
        },
      ],
    });
    expect(items.filter(matcherOf(tree)).map((doc) => doc.title)).toEqual(['pump', 'filter']);
    // Each branch alone, from its own subtree.
    const [left, right] = tree.expressions;
    expect(items.filter(matcherOf(left)).map((doc) => doc.title)).toEqual(['filter']);
    expect(items.filter(matcherOf(right)).map((doc) => doc.title)).toEqual(['pump']);
  });
});

describe('query expressions: refusals and free text', () => {
  it('refuses with a 400 naming the problem an advanced expression that does not parse, or an extension', () => {
    const unclosed = refusal('(@size>10');
    expect(unclosed.status).toBe(400);
    expect(unclosed.errorCode).toBe('INVALID_QUERY');
    expect(unclosed.message).toContain("')' is missing");
    expect(unclosed.message).toContain("'(@size>10'");
    expect(refusal('@size>').message).toContain("a value is missing after '@size'");
    expect(refusal('OR valve').message).toContain("'OR' is misplaced");
    const extension = refusal('valve $qre(expression: "@size>10", modifier: 50)');
    expect([extension.status, extension.errorCode]).toEqual([400, 'INVALID_QUERY']);
    expect(extension.message).toContain("'$qre'");
  });

  it('reads a basic expression that does not parse as the words typed', () => {
    const basic = (q: string) => items.filter(compileBasicExpression(q)).map((doc) => doc.title);
    expect(basic('@filetype==html')).toEqual(['heater', 'filter']);
    expect(basic('"quick start')).toEqual(['heater']);
    expect(basic('(valve')).toEqual(['pump', 'heater']);
    expect(basic('valve @')).toEqual(['pump', 'heater']);
    expect(basic('the valve?')).toEqual(['pump', 'heater']);
    expect(basic('-')).toEqual(['pump', 'heater', 'filter']);
  });
});
