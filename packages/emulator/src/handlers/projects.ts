import { type EmulatorContext, paged } from '../context';
import { badRequest, created, HttpError } from '../http';
import { configurationCollections } from '../model/snapshots';
import { dictionary, own } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Projects (named groups of the organization's resources; the engine reads and deletes them) and the
 * organization's resources by type. A resource type is served by the configuration collection of that
 * type (the mapping snapshots use: `sources` → SOURCE, ...), plus security providers.
 */

type Rec = Record<string, any>;

const SORTS: Record<string, string> = {
  NAME: 'name',
  CREATED_BY: 'createdBy',
  CREATED_DATE: 'createdDate',
  UPDATED_BY: 'updatedBy',
  UPDATED_DATE: 'updatedDate',
  POINT_OF_CONTACT: 'pointsOfContact',
};

const projectsOf = (store: OrganizationStore) => store.collection<Rec>('projects', 'Project');

/** The organization's resources of one type, as `{ id, name, resourceType }`; undefined for an unknown type. */
function resourcesOfType(store: OrganizationStore, resourceType: string) {
  const name =
    resourceType === 'SECURITY_PROVIDER'
      ? 'securityproviders'
      : own(configurationCollections(store), resourceType);
  if (!name) return undefined;
  return [...store.collection(name).records].map(([id, record]) => ({
    id,
    name: String(record.name ?? record.displayName ?? id),
    resourceType,
  }));
}

/** The fields of a project body the platform takes (the published schema checks the rest); a blank name is refused. */
function projectFields(ctx: EmulatorContext, body: Rec) {
  const {
    name,
    type,
    description = '',
    pointsOfContact = [],
    resources = {},
    editNotificationsEnabled,
  } = body;
  if (!name.trim()) throw badRequest("A project needs a 'name'.");
  const now = new Date().toISOString();
  const user = ctx.token?.username ?? 'unknown';
  return {
    name,
    type,
    description,
    pointsOfContact,
    resources,
    editNotificationsEnabled,
    updatedBy: user,
    updatedDate: now,
  };
}

const matches = (ctx: EmulatorContext, ...texts: unknown[]) =>
  texts
    .join(' ')
    .toLowerCase()
    .includes((ctx.query('filter') ?? '').toLowerCase());

export const projectsHandlers: Handlers = {
  'projects.list': (ctx) => {
    const field = SORTS[ctx.query('sortBy') ?? 'NAME'];
    const order = ctx.query('order') === 'DESC' ? -1 : 1;
    const items = projectsOf(ctx.store)
      .list()
      .filter((p) => matches(ctx, p.name))
      .sort((a, b) => order * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
    return paged(ctx, items);
  },
  'projects.create': async (ctx) => {
    const fields = projectFields(ctx, await ctx.json());
    const record = {
      ...fields,
      createdBy: fields.updatedBy,
      createdDate: fields.updatedDate,
      createdFrom: 'API',
    };
    return created(projectsOf(ctx.store).insert(record));
  },
  'projects.update': async (ctx) => {
    const { id } = projectsOf(ctx.store).get(ctx.params.projectId);
    return projectsOf(ctx.store).update(id, projectFields(ctx, await ctx.json()));
  },
  // For each resource id, the projects that hold it.
  'projects.listAssociatedProjects': async (ctx) => {
    const type = ctx.query('resourceType') ?? '';
    const ids: string[] = await ctx.json();
    const projects = projectsOf(ctx.store).list();
    return ids.map((id) => ({
      id,
      projectIds: projects.filter((p) => own<string[]>(p.resources, type)?.includes(id)).map((p) => p.id),
    }));
  },
  // A project's resources: those the organization has, and those it lacks.
  'projects.listResourcesByStatus': (ctx) => {
    const project = projectsOf(ctx.store).get(ctx.params.projectId);
    const [existing, missing] = [dictionary<string[]>(), dictionary<string[]>()];
    for (const [type, ids] of Object.entries<string[]>(project.resources ?? {})) {
      const known = new Set((resourcesOfType(ctx.store, type) ?? []).map((r) => r.id));
      for (const id of ids) {
        const bucket = known.has(id) ? existing : missing;
        bucket[type] = [...(bucket[type] ?? []), id];
      }
    }
    return { existing, missing };
  },
  'projects.listResources': (ctx) => {
    const { resources } = projectsOf(ctx.store).get(ctx.params.projectId);
    const type = ctx.params.resourceType;
    const known = new Map((resourcesOfType(ctx.store, type) ?? []).map((r) => [r.id, r]));
    const items = (own<string[]>(resources, type) ?? [])
      .map((id): Rec => known.get(id) ?? { id, resourceType: type })
      .filter((r) => matches(ctx, r.id, r.name ?? ''));
    return paged(ctx, items);
  },
  'platformResources.list': (ctx) => {
    const items = resourcesOfType(ctx.store, ctx.params.resourceType);
    if (!items)
      throw new HttpError(
        404,
        'NOT_FOUND',
        `Resource type '${ctx.params.resourceType}' does not exist in this organization.`,
      );
    return paged(
      ctx,
      items.filter((r) => matches(ctx, r.id, r.name)),
    );
  },
};
