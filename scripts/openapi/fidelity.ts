// Whether each published call's method is typed as the platform publishes it, read with the TypeScript
// compiler: the method's answer, body and query types against the types generated from the operation
// (packages/client/src/generated/<service>.ts). For each, two questions:
// - answer: is every answer the platform may give assignable to our type (`answerWider`: the platform's
//   answer has a value our type does not allow)? Is our type assignable to the platform's (`answerNarrower`
//   lists ours that promise what it does not)?
// - body and query: is what our type lets a caller send accepted by the platform's type (`bodyRefused`,
//   `queryRefused`), and can a caller send all the platform takes (`bodyMissing`, `queryMissing`)?
// `npx tsx scripts/openapi/fidelity.ts [--family sources] [--details]` prints the figures.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { catalog } from '../../packages/client/src/catalog';
import generated from '../../packages/emulator/src/generated/openapi.json';
import { clientProgram } from './typed';

interface Operation {
  endpoint?: string;
  service: string;
  operationId: string;
  responses: Record<string, unknown>;
}

export interface Mismatch {
  endpoint: string;
  /** What differs: `answer`, `body` or `query`, and the direction. */
  kind:
    | 'answerRequires'
    | 'answerWider'
    | 'answerNarrower'
    | 'bodyRefused'
    | 'bodyMissing'
    | 'queryRefused'
    | 'queryMissing';
  ours: string;
  theirs: string;
  /** The property paths that differ (`.items[].status: ...`). */
  why: string[];
}

export interface Fidelity {
  calls: number;
  mismatches: Mismatch[];
}

/** The reason of a field the platform's schema leaves optional and our answer type requires. */
export const REQUIRED_IN_OURS = 'optional in the published schema, required in ours';

const root = new URL('../../packages/client/src/', import.meta.url);

export function fidelity(filter?: (endpoint: string) => boolean): Fidelity {
  const services = [...new Set((generated.operations as Operation[]).map((operation) => operation.service))];
  const files = services.map((service) => fileURLToPath(new URL(`generated/${service}.ts`, root)));
  const { checker, exportsOf, clientType } = clientProgram(files);
  const operationsOf = new Map(
    services.map((service, i) => {
      const symbol = exportsOf(files[i]).find((s) => s.name === 'operations')!;
      return [service, checker.getDeclaredTypeOfSymbol(symbol)];
    }),
  );
  const member = (type: ts.Type | undefined, name: string) => {
    const property = type && checker.getNonNullableType(type).getProperty(name);
    return property ? checker.getTypeOfSymbol(property) : undefined;
  };
  const show = (type: ts.Type) =>
    checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation).slice(0, 400);
  const assignable = (source: ts.Type, target: ts.Type) => checker.isTypeAssignableTo(source, target);
  const isDateTime = (symbol: ts.Symbol) =>
    /Format: date-time/.test(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  const optional = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  /** Where `source` is not assignable to `target`: the first property paths that differ, and how. */
  const why = (
    source: ts.Type,
    target: ts.Type,
    path: string,
    depth: number,
    theirsFirst: boolean,
  ): string[] => {
    source = checker.getNonNullableType(source);
    target = checker.getNonNullableType(target);
    const listed = (t: ts.Type) =>
      t.flags & ts.TypeFlags.Object || t.isIntersection()
        ? checker.getIndexTypeOfType(t, ts.IndexKind.Number)
        : undefined;
    const sourceItem = listed(source);
    const targetItem = listed(target);
    if (sourceItem && targetItem && depth < 6)
      return why(sourceItem, targetItem, `${path}[]`, depth, theirsFirst);
    // A union on the side that must fit (the published answer of one of many source types): each member
    // that does not fit, said once.
    if (source.isUnion() && !target.isUnion()) {
      const reasons = source.types
        .filter((member) => !assignable(member, target))
        .flatMap((member) => why(member, target, path, depth, theirsFirst));
      return [...new Set(reasons)];
    }
    const structured = (t: ts.Type) => (t.flags & ts.TypeFlags.Object || t.isIntersection()) && !t.isUnion();
    if (depth > 3 || !structured(source) || !structured(target))
      return [`${path || '(whole)'}: ${show(source).slice(0, 120)} is not ${show(target).slice(0, 120)}`];
    const found: string[] = [];
    for (const property of target.getProperties()) {
      const mine = source.getProperty(property.name);
      if (!mine) {
        if (!optional(property))
          found.push(
            `${path}.${property.name}: ${theirsFirst ? 'required in ours, not published' : 'required by the platform, not in ours'}`,
          );
        continue;
      }
      if (optional(mine) && !optional(property))
        found.push(
          `${path}.${property.name}: ${theirsFirst ? REQUIRED_IN_OURS : 'required by the platform, optional in ours'}`,
        );
      const a = checker.getNonNullableType(checker.getTypeOfSymbol(mine));
      const b = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      // A date the schema publishes as a `date-time` string and the platform answers in ms since the epoch
      // (spec/openapi/README.md): ours is a number there, deliberately.
      const theirsSymbol = theirsFirst ? mine : property;
      const oursType = theirsFirst ? b : a;
      if (isDateTime(theirsSymbol) && oursType.flags & ts.TypeFlags.NumberLike) continue;
      // A value the schema leaves untyped (a Java `Object`): ours says what the platform puts there.
      if (checker.getTypeOfSymbol(theirsSymbol).flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) continue;
      if (!assignable(a, b)) found.push(...why(a, b, `${path}.${property.name}`, depth + 1, theirsFirst));
    }
    return found.length
      ? found
      : [`${path || '(whole)'}: ${show(source).slice(0, 120)} is not ${show(target).slice(0, 120)}`];
  };

  /** A content map's JSON type: `application/json`, else `*` `/` `*` (as Spring publishes JSON), as `JsonOf` reads it. */
  const json = (content: ts.Type | undefined) =>
    member(content, 'application/json') ?? member(content, '*/*');
  const catalogEntry = new Map(catalog.map((entry) => [entry.name, entry]));

  const result: Fidelity = { calls: 0, mismatches: [] };
  for (const operation of generated.operations as Operation[]) {
    const endpoint = operation.endpoint;
    if (!endpoint || (filter && !filter(endpoint))) continue;
    let type: ts.Type | undefined = clientType;
    for (const segment of endpoint.split('.')) type = member(type, segment);
    const signature = type?.getCallSignatures()[0];
    if (!signature) continue;
    result.calls++;
    const published = member(operationsOf.get(operation.service), operation.operationId);
    const add = (kind: Mismatch['kind'], ours: ts.Type, theirs: ts.Type, given?: string[]) => {
      // Each kind asks whether one side is assignable to the other: say where it is not.
      const [source, target] =
        kind === 'answerWider' || kind === 'bodyMissing' ? [theirs, ours] : [ours, theirs];
      const theirsFirst = kind === 'answerWider' || kind === 'bodyMissing';
      const reasons = given ?? why(source, target, '', 0, theirsFirst);
      // Ours only requires fields the platform's schema leaves optional: a deliberate difference, counted apart.
      if (kind === 'answerWider' && reasons.every((reason) => reason.endsWith(REQUIRED_IN_OURS)))
        kind = 'answerRequires';
      result.mismatches.push({ endpoint, kind, ours: show(ours), theirs: show(theirs), why: reasons });
    };

    // Every success the call publishes: a 200 with JSON, or a 204 with nothing, is each a possible answer.
    const successes = Object.keys(operation.responses).filter((code) => /^2/.test(code));
    // (A 204 has no content, whatever its schema says.)
    const answers = successes.map((code) =>
      code === '204' ? undefined : json(member(member(member(published, 'responses'), code), 'content')),
    );
    const answer = answers.find(Boolean);
    let returned = checker.getAwaitedType(signature.getReturnType());
    // A GET's `GetResult<T, S>`: T, for a call made without a signal.
    if (returned?.aliasSymbol?.name === 'GetResult') returned = returned.aliasTypeArguments?.[0];
    if (answer && returned && !(answer.flags & ts.TypeFlags.Unknown)) {
      // An answer without content (a 204) is read as `{}`: ours then has an object member for it.
      const fits = (type: ts.Type) =>
        answers.some((one) => (one ? assignable(type, one) : type.flags & ts.TypeFlags.Object));
      const members = returned.isUnion() ? returned.types : [returned];
      if (!assignable(answer, returned)) add('answerWider', returned, answer);
      if (!members.every(fits)) add('answerNarrower', returned, answer);
    }
    const parameters = signature.getParameters();
    const typeOf = (name: string) => {
      const parameter = parameters.find((p) => p.name === name);
      return parameter ? checker.getNonNullableType(checker.getTypeOfSymbol(parameter)) : undefined;
    };
    const query = typeOf('query');
    const theirQuery = member(member(published, 'parameters'), 'query');
    if (query && theirQuery) {
      // Property by property (the names are typed.ts's): the properties of a Spring model parameter are
      // the query's own names, and a single value where the platform takes an array is sent as its one item.
      const theirs = new Map<string, ts.Type>();
      for (const property of checker.getNonNullableType(theirQuery).getProperties()) {
        const type = checker.getNonNullableType(checker.getTypeOfSymbol(property));
        if (type.flags & ts.TypeFlags.Object && !checker.isArrayType(type))
          for (const inner of type.getProperties())
            theirs.set(inner.name, checker.getNonNullableType(checker.getTypeOfSymbol(inner)));
        theirs.set(property.name, type);
      }
      const reasons: string[] = [];
      for (const property of query.getProperties()) {
        const target = theirs.get(property.name);
        if (!target) continue;
        const type = checker.getNonNullableType(checker.getTypeOfSymbol(property));
        const item = checker.isArrayType(target)
          ? checker.getTypeArguments(target as ts.TypeReference)[0]
          : undefined;
        const members = type.isUnion() ? type.types : [type];
        const refused = members.filter((m) => !assignable(m, target) && !(item && assignable(m, item)));
        if (refused.length)
          reasons.push(`.${property.name}: ${refused.map(show).join(' | ')} is not ${show(target)}`);
      }
      if (reasons.length) add('queryRefused', query, theirQuery, reasons);
    }
    const body = json(member(member(published, 'requestBody'), 'content'));
    // A body made of named arguments (`bodyFields`, e.g. `{ ids }` from `bulkGet(ids)`) is the catalog's,
    // generated from the published body: its arguments are not the body.
    const entry = catalogEntry.get(endpoint);
    if (body && !(body.flags & ts.TypeFlags.Unknown) && entry?.body === 'json' && !entry.bodyFields) {
      const ours = parameters
        .filter((p) => !['query', 'settings'].includes(p.name))
        .map((p) => checker.getNonNullableType(checker.getTypeOfSymbol(p)))
        .find((t) => t.flags & ts.TypeFlags.Object || checker.isArrayType(t));
      if (ours) {
        if (!assignable(ours, body)) add('bodyRefused', ours, body);
        if (!assignable(body, ours)) add('bodyMissing', ours, body);
      }
    }
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const family = process.argv.indexOf('--family');
  const prefix = family > 0 ? `${process.argv[family + 1]}.` : '';
  const { calls, mismatches } = fidelity((endpoint) => endpoint.startsWith(prefix));
  const counts: Record<string, number> = {};
  for (const m of mismatches) counts[m.kind] = (counts[m.kind] ?? 0) + 1;
  console.log(`${calls} published calls compared`, counts);
  const byFamily: Record<string, number> = {};
  for (const m of mismatches) {
    const name = m.endpoint
      .split('.')
      .slice(0, m.endpoint.startsWith('ua.') ? 2 : 1)
      .join('.');
    byFamily[name] = (byFamily[name] ?? 0) + 1;
  }
  console.log(Object.entries(byFamily).sort((a, b) => b[1] - a[1]));
  if (process.argv.includes('--details'))
    for (const m of mismatches)
      console.log(
        `\n${m.endpoint} ${m.kind} (ours: ${m.ours.slice(0, 60)})\n${m.why.map((w) => `  ${w}`).join('\n')}`,
      );
}
