import { createHash } from 'node:crypto';
import { type FieldValue, indexedValue, type PushedDocument, pushedIn } from './model/pushed';
import { information } from './model/sources';
import { sourcesOf } from './provision';
import type { OrganizationStore } from './state';

/*
 * The organization's searchable items, derived from its sources: each source holds as many items as its
 * current document count (`information.numberOfDocuments`, which grows while it refreshes), and item `n`
 * of a source is always the same item. Nothing is stored: the corpus is computed when a search needs it.
 */

/** One searchable item. */
export interface CorpusDocument {
  /** The item's unique id (its `urihash`): result ranking targets name it. */
  uniqueId: string;
  uri: string;
  clickUri: string;
  title: string;
  excerpt: string;
  /** The source's name. */
  source: string;
  /**
   * Field values, by field name without `@`: `source`, `sourcetype`, `filetype`, `topic`, `date`, ...; a
   * multi-value field's values are a list.
   */
  fields: Record<string, FieldValue>;
  /** Lower-case words of the title, excerpt, source name and topic: what keywords match. */
  words: Set<string>;
  /** The same words in the order of the item's text (title first): where phrases and NEAR look. */
  sequence: string[];
  /** Who may see the item (a pushed item's `permissions`); anyone, without. */
  permissions?: PermissionSet[];
}

/**
 * One permission set of an item: a searcher sees the item when every set allows them (anonymous
 * searchers included, or one of their identities) and no set denies one of their identities.
 */
export interface PermissionSet {
  allowAnonymous: boolean;
  /** Identity names, lowercase. */
  allowed: string[];
  denied: string[];
}

/**
 * The permission sets of a pushed item: its `permissions` list, each a set (the simple model), or a
 * level of sets (`permissionSets`, the complete model, whose sets all count here).
 */
function permissionSetsOf(permissions: unknown): PermissionSet[] | undefined {
  if (!Array.isArray(permissions) || !permissions.length) return undefined;
  const names = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((identity) => String(identity?.identity ?? '').toLowerCase());
  return permissions
    .flatMap((entry) => (Array.isArray(entry?.permissionSets) ? entry.permissionSets : [entry]))
    .map((set) => ({
      allowAnonymous: set?.allowAnonymous === true,
      allowed: names(set?.allowedPermissions),
      denied: names(set?.deniedPermissions),
    }));
}

/** Subjects of the items, each with words that its items use. */
const TOPICS = [
  { name: 'installation', words: ['install', 'setup', 'download', 'requirements'] },
  { name: 'configuration', words: ['configure', 'settings', 'options', 'parameters'] },
  { name: 'security', words: ['permissions', 'password', 'login', 'authentication'] },
  { name: 'billing', words: ['invoice', 'payment', 'subscription', 'price'] },
  { name: 'troubleshooting', words: ['error', 'crash', 'timeout', 'fix'] },
  { name: 'integration', words: ['api', 'webhook', 'connector', 'sdk'] },
  { name: 'performance', words: ['speed', 'cache', 'latency', 'memory'] },
  { name: 'migration', words: ['upgrade', 'import', 'export', 'version'] },
] as const;
const KINDS = ['guide', 'reference', 'tutorial', 'faq', 'release notes'] as const;
const DAY_MS = 86_400_000;
/** Item dates count back from this fixed day (2024-06-01), so that they do not change between runs. */
const LATEST = Date.UTC(2024, 5, 1);

const digest = (text: string) => createHash('sha1').update(text).digest();
const number = (text: string) => digest(text).readUInt32BE(0);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'source';
/** Lower-case words of a text. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a source's items live: its first URL for web sources, a made-up host otherwise. */
function baseUri(source: Record<string, any>): string {
  const first = Array.isArray(source.urls)
    ? source.urls.find((url: unknown) => typeof url === 'string')
    : undefined;
  if (first && /^https?:\/\//.test(first)) return first.endsWith('/') ? first : `${first}/`;
  return `https://${slug(String(source.name ?? source.id))}.example.com/`;
}

/** Item `n` (0-based) of a source. */
export function documentOf(source: Record<string, any>, n: number): CorpusDocument {
  const id = String(source.id);
  const name = String(source.name ?? id);
  const pick = number(`${id}/${n}`);
  const topic = TOPICS[pick % TOPICS.length];
  const kind = KINDS[Math.floor(pick / TOPICS.length) % KINDS.length];
  const a = topic.words[pick % topic.words.length];
  const b = topic.words[(pick >>> 8) % topic.words.length];
  const uri = `${baseUri(source)}${topic.name}/${slug(kind)}-${n + 1}.html`;
  const title = `${capitalize(topic.name)} ${kind} ${n + 1}`;
  const excerpt =
    `How to handle ${topic.name} in ${name}: ${a} and ${b}. ` +
    `This ${kind} covers ${topic.words.join(', ')}.`;
  const uniqueId = digest(uri).toString('base64url').slice(0, 22);
  const fields: Record<string, FieldValue> = {
    source: name,
    sourcetype: String(source.sourceType ?? 'WEB2'),
    filetype: 'html',
    language: 'English',
    topic: topic.name,
    documenttype: kind,
    urihash: uniqueId,
    uri,
    title,
    date: LATEST - (pick % 720) * DAY_MS,
  };
  const sequence = [...wordsOf(title), ...wordsOf(excerpt), ...wordsOf(name), ...wordsOf(kind)];
  const words = new Set(sequence);
  return { uniqueId, uri, clickUri: uri, title, excerpt, source: name, fields, words, sequence };
}

/**
 * Every item of the organization, source by source (sources by name), each source's items in order.
 * A source's count is its document count at this moment.
 */
export function corpusOf(store: OrganizationStore): CorpusDocument[] {
  const sources = [...sourcesOf(store).list()].sort(
    (x, y) =>
      String(x.name ?? '').localeCompare(String(y.name ?? '')) || String(x.id).localeCompare(String(y.id)),
  );
  const documents: CorpusDocument[] = [];
  for (const source of sources) {
    // A source that was pushed items holds those, and only those.
    const pushed = pushedIn(store, String(source.id));
    if (pushed.length) {
      for (const item of pushed) documents.push(pushedDocumentOf(source, item));
      continue;
    }
    const count = Math.max(0, Math.floor(Number(information(store, source).numberOfDocuments) || 0));
    for (let n = 0; n < count; n++) documents.push(documentOf(source, n));
  }
  return documents;
}

/**
 * A pushed item as search sees it: its title, its text's start as excerpt, its metadata as fields (a
 * list as a multi-value field).
 */
function pushedDocumentOf(source: Record<string, any>, item: PushedDocument): CorpusDocument {
  const name = String(source.name ?? source.id);
  const uri = item.documentId;
  const data = typeof item.body.data === 'string' ? item.body.data : '';
  const title =
    typeof item.body.title === 'string' ? item.body.title : decodeURIComponent(uri.split('/').pop() || uri);
  const uniqueId = digest(`${source.id} ${uri}`).toString('base64url').slice(0, 22);
  const fields: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(item.body)) {
    const indexed = key === 'data' ? undefined : indexedValue(value);
    if (indexed !== undefined) fields[key.toLowerCase()] = indexed;
  }
  Object.assign(fields, {
    source: name,
    sourcetype: String(source.sourceType ?? 'PUSH'),
    filetype: String(item.body.fileExtension ?? '.txt').replace(/^\./, ''),
    urihash: uniqueId,
    uri,
    title,
    date: item.orderingId,
  });
  const sequence = [...wordsOf(title), ...wordsOf(data), ...wordsOf(name)];
  const words = new Set(sequence);
  const excerpt = data.slice(0, 200);
  const permissions = permissionSetsOf(item.body.permissions);
  return { uniqueId, uri, clickUri: uri, title, excerpt, source: name, fields, words, sequence, permissions };
}
