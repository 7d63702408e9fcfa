// Behaviour hooks on the engine's collections: a family says what the platform does to its records
// (checks the schema cannot express, fields it derives, what its listings filter) and the engine does
// the rest (ids, storage, 404s and 409s, paging, the published answer's shape).
import type { EmulatorContext } from '../context';
import type { OrganizationStore } from '../state';

type Rec = Record<string, any>;

/**
 * What a family adds to the engine's create, list, get, replace, merge and delete of one collection, or
 * to its read, write and erase of one document (`…/identityprovider`): there `records` names the
 * document, `accept` checks what a write stores (`before`: the document it replaces), `view` and `keep`
 * shape what is answered.
 */
export interface Hooks {
  /**
   * The store collection that holds the records, when the family's modules and seeds name it otherwise
   * than the engine would (`fields` for `/indexes/fields`); a sub-collection's parameters' values follow
   * it after a space, as in the engine's own names. A function names them per request (per user).
   */
  records?: string | ((ctx: EmulatorContext) => string);
  /**
   * What a 404 calls a record (`Field`), and the field that holds its id, for `records`. A document with
   * a label exists once written: reading, erasing or (where POST makes it) replacing it before answers
   * 404, and a POST once it exists 409.
   */
  label?: string;
  key?: string;
  /** Fills the organization's collection with the records the platform starts with, before any call reads it. */
  seed?(store: OrganizationStore): void;
  /** Fields of a stored record answered even though the published answer schema leaves them out. */
  keep?: string[];
  /**
   * Checks a body before it is stored and returns the fields to store; `before` is the stored record
   * when the body replaces or merges into one. @throws HttpError to refuse it (state stays unchanged).
   */
  accept?(ctx: EmulatorContext, body: Rec, before?: Rec): Rec | Promise<Rec>;
  /** A stored record as the platform answers it (derived fields added, secrets left out). */
  view?(ctx: EmulatorContext, record: Rec): Rec;
  /** The records a listing shows, in its order: what the call's query filters and sorts. */
  list?(ctx: EmulatorContext, records: Rec[]): Rec[];
  /** Before a record is deleted: @throws HttpError to refuse (a 409 while something uses it). */
  deleting?(ctx: EmulatorContext, record: Rec): void;
  /** After a record was deleted: what goes with it. */
  removed?(ctx: EmulatorContext, record: Rec): void;
}

/** Hooks by the name of any call on the collection they apply to (`catalogs.get` for the catalogs). */
export type Behaviours = Record<string, Hooks>;
