import { createHash } from 'node:crypto';
import { atomicResults, atomicStyle } from '../atomic';
import { type EmulatorContext, paged } from '../context';
import { badRequest, created, noContent, notFound, Reply } from '../http';
import type { OrganizationStore } from '../state';

/*
 * What the search-interface families share: interfaces kept with their audit fields (created and
 * updated, by whom) and listed by name, versioned where the platform versions them (each save is the
 * next version, the newest is the published one); who may use an interface (accesses); the Atomic
 * manifest of a page; search tokens; HTML and JavaScript answers.
 */

type Rec = Record<string, any>;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** JSON that is safe inside a `<script>` element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** A text answer (HTML, JavaScript) with its content type. */
export const textReply = (body: string, type: 'text/html' | 'application/javascript') =>
  new Reply(200, body, { 'content-type': `${type}; charset=utf-8` });
export const userOf = (ctx: EmulatorContext) => ctx.token?.email ?? ctx.token?.username ?? 'anonymous';

/** A search token: an unsigned JWT-shaped string naming the organization, the interface and its claims. */
export function searchToken(ctx: EmulatorContext, subject: string, claims: Rec = {}) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const payload = { organizationId: ctx.org, sub: subject, iat, exp: iat + 86_400, ...claims };
  const signature = createHash('sha256').update(`${ctx.org}/${subject}/${iat}`).digest('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${signature}`;
}

/** Checks a body's name: a non-empty string. @returns it trimmed. */
export function requireName(body: Rec) {
  if (typeof body?.name !== 'string' || !body.name.trim())
    throw badRequest("'name' is required (a non-empty string).");
  return body.name.trim() as string;
}

/** Records listed by name: those whose name holds `filter`, sorted by name (`order` asc, the default, or desc). */
export function byName<T extends Rec>(
  ctx: EmulatorContext,
  items: T[],
  filter = ctx.query('filter') ?? '',
): T[] {
  const kept = items.filter((item) =>
    String(item.name ?? '')
      .toLowerCase()
      .includes(filter.toLowerCase()),
  );
  kept.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return ctx.query('order') === 'desc' ? kept.reverse() : kept;
}

interface Version {
  version: number;
  label?: string;
  created: { date: string; by: string };
  updated: { date: string; by: string };
  configuration: Rec;
  restoredFromVersion?: number;
}

/** One family of interfaces, by the name of its collection. */
export class Interfaces {
  constructor(
    private readonly name: string,
    readonly label: string,
    /** What the family adds to a body it saves, given what it replaces (defaults, normalized fields). */
    private readonly prepare: (body: Rec, current?: Rec) => Rec = (body) => body,
    /** Whether each save is a version of the interface. */
    private readonly versioned = true,
  ) {}

  records = (store: OrganizationStore) => store.collection<Rec>(this.name, this.label);
  private versionsOf = (store: OrganizationStore) =>
    store.document(`${this.name}Versions`, () => new Map<string, Version[]>());

  get = (ctx: EmulatorContext, id: string) => this.records(ctx.store).get(id);

  /** Saves a new interface (version 1). */
  create(ctx: EmulatorContext, body: Rec): Rec {
    const at = new Date().toISOString();
    const audit = { created: at, createdBy: userOf(ctx), updated: at, updatedBy: userOf(ctx) };
    const record = this.records(ctx.store).insert({ ...this.fields(body), id: undefined, ...audit });
    this.saveVersion(ctx, record);
    return record;
  }

  /** Replaces an interface's configuration (the next version); its id and creation stay. */
  update(ctx: EmulatorContext, id: string, body: Rec, restoredFromVersion?: number, label?: string): Rec {
    const current = this.get(ctx, id);
    const { created: at, createdBy } = current;
    const audit = { id, created: at, createdBy, updated: new Date().toISOString(), updatedBy: userOf(ctx) };
    const record = { ...this.fields(body, current), ...audit };
    this.records(ctx.store).records.set(id, record);
    this.saveVersion(ctx, record, restoredFromVersion, label);
    return record;
  }

  delete(ctx: EmulatorContext, id: string) {
    this.records(ctx.store).delete(id);
    this.versionsOf(ctx.store).delete(id);
  }

  /** A body as saved: without the fields the platform owns, named, prepared. */
  private fields(body: Rec, current?: Rec): Rec {
    const { id: _i, created: _c, createdBy: _cb, updated: _u, updatedBy: _ub, ...fields } = body ?? {};
    return this.prepare({ ...fields, name: requireName(body) }, current);
  }

  private saveVersion(ctx: EmulatorContext, record: Rec, restoredFromVersion?: number, label?: string) {
    if (!this.versioned) return;
    const all = this.versionsOf(ctx.store);
    const list = all.get(record.id) ?? [];
    all.set(record.id, list);
    const change = { date: String(record.updated), by: String(record.updatedBy) };
    const configuration = structuredClone(record);
    list.push({
      version: list.length + 1,
      label,
      created: change,
      updated: change,
      configuration,
      restoredFromVersion,
    });
  }

  /** An interface's versions, oldest first. @throws HttpError 404 for an unknown interface. */
  versions(ctx: EmulatorContext, id: string) {
    this.get(ctx, id);
    const list = this.versionsOf(ctx.store).get(id) ?? [];
    return list.map((v) => ({ ...v, isPublished: v.version === list.length }));
  }

  /** @throws HttpError 404 for an unknown interface or version. */
  version(ctx: EmulatorContext, id: string, number: string) {
    const found = this.versions(ctx, id).find((v) => String(v.version) === number);
    if (!found) throw notFound(`Version of the ${this.label.toLowerCase()} '${id}'`, number);
    return found;
  }

  setLabel(ctx: EmulatorContext, id: string, number: string, label: string) {
    this.version(ctx, id, number);
    const stored = this.versionsOf(ctx.store).get(id)![Number(number) - 1];
    Object.assign(stored, { label, updated: { date: new Date().toISOString(), by: userOf(ctx) } });
    return this.version(ctx, id, number);
  }

  /** Saves an old version's configuration as the newest. */
  restore(ctx: EmulatorContext, id: string, number: string, label?: string) {
    const old = this.version(ctx, id, number);
    this.update(ctx, id, old.configuration, old.version, label);
    return this.versions(ctx, id).at(-1)!;
  }

  /** Who may use the interface the path names (`param`): its accesses, or nobody yet. */
  accesses = (ctx: EmulatorContext, param: string): Rec =>
    this.get(ctx, ctx.params[param]).accesses ?? accessesOf();

  /**
   * The family's calls on who may use an interface: read and replace its accesses, read, replace and add
   * users. Saving accesses makes no new version. A change of users answers what `changed` gives of the
   * interface saved (its users, or all of it).
   */
  accessHandlers(prefix: string, param: string, changed: (saved: Rec) => unknown) {
    const save = (ctx: EmulatorContext, accesses: Rec) => {
      const saved: Rec = { ...this.get(ctx, ctx.params[param]), accesses, updated: new Date().toISOString() };
      this.records(ctx.store).records.set(saved.id, saved);
      return saved;
    };
    const withUsers = (ctx: EmulatorContext, users: string[]) =>
      changed(save(ctx, { ...this.accesses(ctx, param), users }));
    return {
      [`${prefix}.getAccesses`]: (ctx: EmulatorContext) => this.accesses(ctx, param),
      [`${prefix}.updateAccesses`]: async (ctx: EmulatorContext) =>
        save(ctx, accessesOf(await ctx.json())).accesses,
      [`${prefix}.getAccessesUsers`]: (ctx: EmulatorContext) => this.accesses(ctx, param).users,
      [`${prefix}.updateAccessesUsers`]: async (ctx: EmulatorContext) =>
        withUsers(ctx, usersOf(await ctx.json(), 'The body')),
      [`${prefix}.addAccessesUsers`]: async (ctx: EmulatorContext) => {
        const added = usersOf((await ctx.json()).users);
        if (!added.length) throw badRequest("'users' must name at least one user.", 'MISSING_FIELD');
        return withUsers(ctx, usersOf([...this.accesses(ctx, param).users, ...added]));
      },
    };
  }

  /**
   * The family's list, create, get, update and delete: the list a page `{ items, totalEntries, totalPages }`,
   * or with `plainList` the page's items as an array.
   */
  handlers(prefix: string, param: string, { plainList = false, updateParam = param } = {}) {
    return {
      [`${prefix}.list`]: (ctx: EmulatorContext) => {
        const page = paged(ctx, byName(ctx, this.records(ctx.store).list()));
        return plainList ? page.items : page;
      },
      [`${prefix}.create`]: async (ctx: EmulatorContext) => created(this.create(ctx, await ctx.json())),
      [`${prefix}.get`]: (ctx: EmulatorContext) => this.get(ctx, ctx.params[param]),
      [`${prefix}.update`]: async (ctx: EmulatorContext) =>
        this.update(ctx, this.get(ctx, ctx.params[updateParam]).id, await ctx.json()),
      [`${prefix}.delete`]: (ctx: EmulatorContext) => {
        this.delete(ctx, ctx.params[param]);
        return noContent();
      },
    };
  }
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** A list of users: e-mail addresses, kept lowercase, once each. @throws HttpError 400 for another value. */
export function usersOf(value: unknown, where = "'users'"): string[] {
  if (!Array.isArray(value) || !value.every((u) => typeof u === 'string' && EMAIL.test(u)))
    throw badRequest(`${where} must be an array of e-mail addresses.`);
  return [...new Set(value.map((u: string) => u.toLowerCase()))];
}

/** Who may use an interface: users, domains, and whether a link or the domains share it. */
export function accessesOf(value: unknown = {}): Rec {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('The accesses must be an object.');
  const body = value as Rec;
  const domains = body.domains ?? [];
  if (!Array.isArray(domains) || !domains.every((d) => typeof d === 'string' && DOMAIN.test(d)))
    throw badRequest("'domains' must hold domain names such as example.com.");
  for (const name of ['sharingLinkEnabled', 'sharingDomainEnabled'])
    if (body[name] !== undefined && typeof body[name] !== 'boolean')
      throw badRequest(`'${name}' must be a boolean.`);
  return {
    users: usersOf(body.users ?? []),
    domains: [...new Set(domains.map((d: string) => d.toLowerCase()))],
    sharingLinkEnabled: body.sharingLinkEnabled ?? false,
    sharingDomainEnabled: body.sharingDomainEnabled ?? false,
  };
}

/**
 * The Atomic manifest of a page: markup with its facets, its sorts and the results placeholder, what to
 * render there (`results`), the style, and the page's configuration.
 */
export function manifestOf(record: Rec, placeholder = '<div class="results"></div>') {
  const attr = (value: unknown) => escapeHtml(String(value ?? ''));
  const facets = (record.facets ?? []).map(
    (f: Rec) => `<atomic-facet field="${attr(f.field)}" label="${attr(f.label)}"></atomic-facet>`,
  );
  const sorts = (record.sortCriteria ?? []).map(
    (s: Rec) =>
      `<atomic-sort-expression label="${attr(s.label)}" expression="${attr(s.field ?? s.by)}"></atomic-sort-expression>`,
  );
  const markup = [
    '<atomic-search-interface>',
    ...facets,
    ...(sorts.length ? [`<atomic-sort-dropdown>${sorts.join('')}</atomic-sort-dropdown>`] : []),
    placeholder,
    '</atomic-search-interface>',
  ];
  return {
    markup: markup.join('\n'),
    results: atomicResults(placeholder),
    style: atomicStyle(),
    config: record,
  };
}
