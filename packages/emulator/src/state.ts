import { randomUUID } from 'node:crypto';
import { notFound } from './http';
import { LinkSigner } from './links';

/** A keyed set of records: one REST collection. */
export class Collection<T extends Record<string, any> = Record<string, any>> {
  readonly records = new Map<string, T>();

  constructor(
    /** Name used in 404 messages, e.g. `Source`. */
    readonly label: string,
    /** The field that holds each record's id. */
    readonly key: keyof T & string = 'id',
  ) {}

  list(): T[] {
    return [...this.records.values()];
  }

  has(id: string): boolean {
    return this.records.has(id);
  }

  /** @throws HttpError 404 when absent. */
  get(id: string): T {
    const record = this.records.get(id);
    if (!record) throw notFound(this.label, id);
    return record;
  }

  /** Stores a record, giving it an id (a UUID) unless it has one. */
  insert(record: Partial<T>): T {
    const stored = { ...record } as T;
    if (stored[this.key] === undefined || stored[this.key] === '') {
      (stored as Record<string, unknown>)[this.key] = randomUUID();
    }
    this.records.set(String(stored[this.key]), stored);
    return stored;
  }

  /** Merges fields into a record; its key stays. @throws HttpError 404 when absent. */
  update(id: string, fields: Partial<T>): T {
    const updated = { ...this.get(id), ...fields, [this.key]: this.get(id)[this.key] } as T;
    this.records.set(id, updated);
    return updated;
  }

  /** @throws HttpError 404 when absent. */
  delete(id: string): T {
    const record = this.get(id);
    this.records.delete(id);
    return record;
  }
}

/** Everything one organization holds: collections and single documents, by name. */
export class OrganizationStore {
  private readonly collections = new Map<string, Collection<any>>();
  readonly documents = new Map<string, unknown>();

  constructor(readonly organizationId: string) {}

  collection<T extends Record<string, any> = Record<string, any>>(
    name: string,
    label = name,
    key: keyof T & string = 'id',
  ): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Collection<T>(label, key);
      this.collections.set(name, collection);
    }
    return collection as Collection<T>;
  }

  /** The names of the collections this store holds, in the order they were first used (read-only). */
  collectionNames(): string[] {
    return [...this.collections.keys()];
  }

  document<T>(name: string, fallback: () => T): T {
    if (!this.documents.has(name)) this.documents.set(name, fallback());
    return this.documents.get(name) as T;
  }
}

export interface TokenRecord {
  token: string;
  username: string;
  displayName?: string;
  email?: string;
  /** Organizations the token may use; organizations it creates are added. */
  organizations: Set<string>;
  /** A search token's: what it was made for, which every query it makes keeps to. */
  search?: SearchScope;
}

/** What a search token was made for (`search.createToken`, `search.v3.createToken`). */
export interface SearchScope {
  /** The names of the identities it searches as (`userIds`). */
  identities: string[];
  searchHub?: string;
  pipeline?: string;
  /** A query expression every query it makes keeps to. */
  filter?: string;
  /** When it stops working, ms since the epoch. */
  expiresAt: number;
}

export interface OrganizationRecord {
  id: string;
  displayName: string;
  type?: string;
  owner?: { email?: string };
  createdDate?: number;
  readOnly?: boolean;
  paused?: boolean;
  [field: string]: unknown;
}

/** A file the emulator serves at `/_files/{id}`: an export's download, an uploaded Push API file. */
export interface StoredFile {
  body: string | Uint8Array;
  contentType: string;
}

/** The whole emulator state. */
export class EmulatorState {
  readonly tokens = new Map<string, TokenRecord>();
  /** Files by id (a UUID), served and uploaded at `/_files/{id}` without a bearer token, as pre-signed links are. */
  readonly files = new Map<string, StoredFile>();
  readonly organizations = new Collection<OrganizationRecord>('Organization');
  /** Signs the links the emulator hands out to be fetched without a bearer token (its key outlives resets). */
  readonly links = new LinkSigner();
  /** Platform-wide records (users, global groups, regions). */
  readonly global = new OrganizationStore('');
  private readonly stores = new Map<string, OrganizationStore>();

  store(organizationId: string): OrganizationStore {
    let store = this.stores.get(organizationId);
    if (!store) {
      store = new OrganizationStore(organizationId);
      this.stores.set(organizationId, store);
    }
    return store;
  }

  dropStore(organizationId: string): void {
    this.stores.delete(organizationId);
  }

  clear(): void {
    this.tokens.clear();
    this.files.clear();
    this.organizations.records.clear();
    this.stores.clear();
    (this as { global: OrganizationStore }).global = new OrganizationStore('');
  }
}
