// Build step of @platform-admin/cli: reads the client's sources with the TypeScript compiler API and
// writes dist/descriptions.json, the TSDoc of every client method keyed by its catalog name
// (`sources.startRefresh`), and of every resource keyed by its path (`sources`, `sources.mappings`).
//
// The catalog name of a call equals its property path on PlatformClient, so the walk starts at
// PlatformClient and follows the properties that hold resources (a getter
// `get sources() { return this.family('sources', Sources, sourcesAreas); }`, `this.ua = new Ua(...)`) and
// the areas a family is given (`export const sourcesAreas = { mappings: SourceMappings, ... }`, nested by
// `withAreas`), collecting each class's documented methods, inherited ones included. A family's methods made from its
// endpoint table are documented in the interface of the class's name (declaration merging).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const clientSrc = resolve(here, '../../client/src');
const out = resolve(here, '../dist/descriptions.json');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

const files = [join(clientSrc, 'client.ts'), ...walk(join(clientSrc, 'resources'))];

/** `file#ClassName` → { base: key | undefined, methods: Map, members: Map<prop, key>, doc } */
const classes = new Map();

/** A comment as one line, `{@link get}` written `get`. */
const text = (comment) =>
  (ts.getTextOfJSDocComment(comment) ?? '')
    .replace(
      /\{@link(?:code|plain)?\s+([^}|\s]+)(?:[|\s]+([^}]*))?\}/g,
      (_, target, label) => label?.trim() || target,
    )
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** The TSDoc of a node: summary, tags by kind, parameters by name. */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  if (!docs.length) return undefined;
  const doc = docs[docs.length - 1];
  const result = { summary: text(doc.comment) };
  for (const tag of doc.tags ?? []) {
    const kind = tag.tagName.text;
    if (ts.isJSDocParameterTag(tag)) {
      result.params ??= {};
      result.params[tag.name.getText()] = text(tag.comment).replace(/^-\s*/, '');
    } else if (['returns', 'return', 'throws', 'deprecated', 'example', 'remarks', 'see'].includes(kind)) {
      const key = kind === 'return' ? 'returns' : kind;
      const value =
        kind === 'example' ? (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() : text(tag.comment);
      result[key] = result[key] ? `${result[key]} ${value}` : value || true;
    }
  }
  return result;
}

/** Resolves a class name used in `file` to its key, through the file's relative imports. */
function resolver(sourceFile, file) {
  const imports = new Map();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const from = statement.moduleSpecifier.text;
    if (!from.startsWith('.')) continue;
    const target = resolve(dirname(file), from);
    const candidates = [`${target}.ts`, join(target, 'index.ts')];
    const bindings = statement.importClause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        imports.set(element.name.text, {
          files: candidates,
          name: (element.propertyName ?? element.name).text,
        });
      }
    }
  }
  return (name) => {
    const imported = imports.get(name);
    if (!imported) return `${file}#${name}`;
    for (const candidate of imported.files) {
      const key = `${candidate}#${imported.name}`;
      if (classes.has(key)) return key;
    }
    // Re-exported through an index: find the class by name among every file.
    return [...classes.keys()].find((key) => key.endsWith(`#${imported.name}`));
  };
}

const pending = [];
const interfaces = [];
/** Areas objects by name (`sourcesAreas`): each property's name, class, own areas and TSDoc. */
const areaObjects = new Map();
const areaSources = [];
for (const file of files) {
  const sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) areaSources.push({ sourceFile, file, statement });
    if (ts.isInterfaceDeclaration(statement)) interfaces.push({ file, statement });
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    const key = `${file}#${statement.name.text}`;
    const entry = { base: undefined, methods: new Map(), members: new Map(), doc: docOf(statement) };
    classes.set(key, entry);
    pending.push({ sourceFile, file, statement, entry });
  }
}

/** `Sources` and `sourcesAreas` in a getter `get sources() { return this.family('sources', Sources, sourcesAreas); }`. */
function familyOf(getter) {
  const [statement] = getter.body?.statements ?? [];
  const call = statement && ts.isReturnStatement(statement) ? statement.expression : undefined;
  if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression))
    return undefined;
  if (call.expression.name.text !== 'family') return undefined;
  const [, Family, areas] = call.arguments;
  if (!Family || !ts.isIdentifier(Family)) return undefined;
  return { className: Family.text, areas: areas && ts.isIdentifier(areas) ? areas.text : undefined };
}

/** `{ name: Class }` or `{ name: [Class, itsAreas] }`, `as const satisfies Areas`: the areas by name. */
for (const { sourceFile, file, statement } of areaSources) {
  const resolveName = resolver(sourceFile, file);
  for (const declaration of statement.declarationList.declarations) {
    let value = declaration.initializer;
    while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value))) value = value.expression;
    if (!value || !ts.isObjectLiteralExpression(value) || !ts.isIdentifier(declaration.name)) continue;
    const entries = [];
    for (const property of value.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      const init = property.initializer;
      const [Class, areas] = ts.isArrayLiteralExpression(init) ? init.elements : [init];
      if (!Class || !ts.isIdentifier(Class)) continue;
      entries.push({
        name: property.name.text,
        key: resolveName(Class.text),
        areas: areas && ts.isIdentifier(areas) ? areas.text : undefined,
        doc: docOf(property),
      });
    }
    if (entries.length) areaObjects.set(declaration.name.text, entries);
  }
}
/** `withAreas(this, uaAreas, transport)` in a constructor: the areas a container class gives itself. */
function ownAreas(body) {
  for (const child of body.statements) {
    const call = ts.isExpressionStatement(child) ? child.expression : undefined;
    if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
    const [self, areas] = call.arguments;
    if (
      call.expression.text === 'withAreas' &&
      self?.kind === ts.SyntaxKind.ThisKeyword &&
      ts.isIdentifier(areas)
    )
      return areas.text;
  }
  return undefined;
}

const newClassName = (expression) =>
  expression && ts.isNewExpression(expression) && ts.isIdentifier(expression.expression)
    ? expression.expression.text
    : undefined;

for (const { sourceFile, file, statement, entry } of pending) {
  const resolveName = resolver(sourceFile, file);
  const heritage = statement.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
  const base = heritage?.types[0]?.expression;
  if (base && ts.isIdentifier(base)) entry.base = resolveName(base.text);
  for (const member of statement.members) {
    const isPrivate = member.modifiers?.some(
      (modifier) =>
        modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword,
    );
    if (isPrivate || !member.name || !ts.isIdentifier(member.name)) {
      if (ts.isConstructorDeclaration(member) && member.body) {
        collectAssignments(member.body);
        entry.areas = ownAreas(member.body);
      }
      continue;
    }
    const name = member.name.text;
    if (ts.isGetAccessorDeclaration(member)) {
      const family = familyOf(member);
      if (family) {
        const { className, areas } = family;
        entry.members.set(name, { key: resolveName(className), doc: docOf(member), areas });
      }
    } else if (ts.isPropertyDeclaration(member)) {
      const className = newClassName(member.initializer);
      if (className) entry.members.set(name, { key: resolveName(className), doc: docOf(member) });
    } else if (ts.isMethodDeclaration(member)) {
      const doc = docOf(member);
      if (doc && !entry.methods.has(name)) entry.methods.set(name, doc);
    }
  }
  function collectAssignments(body) {
    for (const child of body.statements) {
      if (!ts.isExpressionStatement(child) || !ts.isBinaryExpression(child.expression)) continue;
      const { left, right } = child.expression;
      if (!ts.isPropertyAccessExpression(left) || left.expression.kind !== ts.SyntaxKind.ThisKeyword)
        continue;
      const className = newClassName(right);
      if (className) entry.members.set(left.name.text, { key: resolveName(className), doc: undefined });
    }
  }
  // `readonly sources: Sources;` documented on the declaration, assigned in the constructor.
  for (const member of statement.members) {
    if (ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name) && !member.initializer) {
      const assigned = entry.members.get(member.name.text);
      if (assigned && !assigned.doc) assigned.doc = docOf(member);
    }
  }
}

// The methods a family's interface declares, merged into its class, with those of the interfaces it
// extends (`interface Sources extends SourcesCalls`: the generator's, typed from the published schemas).
const interfacesByName = new Map();
for (const { statement } of interfaces) {
  interfacesByName.set(statement.name.text, [
    ...(interfacesByName.get(statement.name.text) ?? []),
    statement,
  ]);
}
function addSignatures(entry, statement, seen = new Set()) {
  if (seen.has(statement)) return;
  seen.add(statement);
  for (const member of statement.members) {
    if (!ts.isMethodSignature(member) || !ts.isIdentifier(member.name)) continue;
    const doc = docOf(member);
    if (doc && !entry.methods.has(member.name.text)) entry.methods.set(member.name.text, doc);
  }
  for (const clause of statement.heritageClauses ?? []) {
    for (const type of clause.types) {
      if (!ts.isIdentifier(type.expression)) continue;
      for (const base of interfacesByName.get(type.expression.text) ?? []) addSignatures(entry, base, seen);
    }
  }
}
for (const { file, statement } of interfaces) {
  const entry = classes.get(`${file}#${statement.name.text}`);
  if (entry) addSignatures(entry, statement);
}

const methods = {};
const areas = {};
const chain = (key) => {
  const list = [];
  for (let at = key; at && classes.has(at) && !list.includes(at); at = classes.get(at).base) list.push(at);
  return list.map((k) => classes.get(k));
};

/** The members of a class and those an areas object gives it (`given`: the object's name). */
function membersOf(entry, given) {
  const members = [...entry.members];
  for (const name of [entry.areas, given]) {
    for (const area of areaObjects.get(name) ?? []) members.push([area.name, area]);
  }
  return members;
}

function visit(key, path, seen, given) {
  if (!key || seen.has(key)) return;
  const lineage = chain(key);
  if (!lineage.length) return;
  for (const entry of lineage) {
    for (const [name, doc] of entry.methods) methods[`${path}.${name}`] ??= doc;
  }
  for (const [index, entry] of lineage.entries()) {
    for (const [name, member] of membersOf(entry, index === 0 ? given : undefined)) {
      const childPath = path ? `${path}.${name}` : name;
      const doc = classes.get(member.key)?.doc ?? member.doc;
      if (doc) areas[childPath] ??= { summary: doc.summary, property: member.doc?.summary };
      visit(member.key, childPath, new Set([...seen, key]), member.areas);
    }
  }
}

const root = [...classes.keys()].find((key) => key.endsWith('#PlatformClient'));
if (!root) throw new Error('descriptions: PlatformClient not found in packages/client/src/client.ts');
const rootEntry = classes.get(root);
for (const [name, member] of rootEntry.members) {
  const doc = classes.get(member.key)?.doc ?? member.doc;
  if (doc) areas[name] = { summary: doc.summary, property: member.doc?.summary };
  visit(member.key, name, new Set([root]), member.areas);
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ methods, areas }, null, 1)}\n`);
console.log(
  `descriptions: ${Object.keys(methods).length} methods and ${Object.keys(areas).length} areas → ${out}`,
);
